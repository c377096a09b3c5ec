import Foundation
import LunaparkCore
/// A stored property of a view that the runtime connects to persistent
/// storage before each `body` evaluation (SwiftUI's `DynamicProperty`):
/// `@State`, `@Binding`, `@Environment`.
@MainActor @preconcurrency
public protocol DynamicProperty {
    /// Called before the owning view's body is evaluated.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// Implemented by dynamic properties that need storage in the render tree.
@MainActor
protocol StorageBindingProperty {
    /// Connects the property to the node's storage slot `slot` (creating it on first use).
    func bind(to node: some DynamicPropertyStorage, slot: Int)
}

/// Implemented by dynamic properties whose identity is not part of a view's value
/// when deciding whether a view changed (State and Environment are reconnected anyway).
protocol ComparisonIgnoredProperty {}
