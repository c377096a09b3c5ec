import Foundation
import LunaparkCore

/// A list of values pushed on a `NavigationStack`, of any `Hashable` types
/// (SwiftUI's `NavigationPath`). Each value is shown by the
/// `navigationDestination(for:destination:)` registered for its type.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// An empty path: the stack shows its root.
    public init() { elements = [] }

    /// A path of `elements`, first pushed first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// The number of values on the path.
    public var count: Int { elements.count }

    /// True when the stack shows its root.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Pops the last `k` values; asking for more than there are empties the path.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(max(0, k), elements.count)) }
}
