import Foundation
import LunaparkCore
/// A modifier that you apply to a view to produce a different version of it
/// (SwiftUI's `ViewModifier`).
///
/// When the modifier also conforms to `Animatable`, its `animatableData`
/// animates: each frame of an animation, the runtime writes the
/// interpolated value into a copy of the modifier and evaluates that copy's
/// `body(content:)` again — without evaluating any `View.body`, and without
/// touching the content, which keeps its own node.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view `body(content:)` returns; `Never` for built-in modifiers.
    associatedtype Body: View

    /// The content the modifier is applied to.
    typealias Content = _ViewModifier_Content<Self>

    /// The view this modifier makes from `content`.
    @ViewBuilder func body(content: Content) -> Body

    /// Creates the node of a view modified by a value of this type. Built-in
    /// modifiers implement it; others use the default, which evaluates `body(content:)`.
    static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode
}

extension ViewModifier {
    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        ModifierNode<Self>(parent: parent, graph: graph)
    }
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a built-in modifier and has no body")
    }
}

/// A modifier written for SwiftUI before `ViewModifier & Animatable`
/// (SwiftUI's deprecated `AnimatableModifier`); it behaves the same.
@MainActor @preconcurrency
public protocol AnimatableModifier: Animatable, ViewModifier {}

extension View {
    /// Applies `modifier` to this view.
    public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// A modifier that applies `self`, then `modifier`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
