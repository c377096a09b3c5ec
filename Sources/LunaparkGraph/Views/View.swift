import Foundation
import LunaparkCore

/// A piece of user interface (SwiftUI's `View`).
///
/// A view is a value that describes what to show; its `body` is evaluated
/// when something it reads changes (its `@State`, a `Binding`, the
/// environment, or an input from its parent), never because an animation
/// runs. The render tree that Lunapark keeps between updates holds the
/// persistent state and the running animations.
///
/// Views are main-actor isolated, as in SwiftUI.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's body produces; `Never` for primitive views.
    associatedtype Body: View

    /// The content of this view.
    @ViewBuilder var body: Body { get }

    /// Creates the render-tree node for a value of this type. Primitive views
    /// implement it; other views use the default, which evaluates `body`.
    static func _makeNode(_ view: Self, parent: ViewNode?, graph: ViewGraph) -> ViewNode
}

extension View {
    public static func _makeNode(_ view: Self, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        CompositeNode(view: view, parent: parent, graph: graph)
    }
}

/// Primitive views have no body: their node draws or arranges them directly.
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views have no body; the runtime never asks for it.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// Makes a node for a view whose static type is only known at run time.
@MainActor
func makeNode(for view: any View, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
    func open<V: View>(_ v: V) -> ViewNode { V._makeNode(v, parent: parent, graph: graph) }
    return open(view)
}
