import Foundation
import LunaparkCore

/// Calls its action when the pointer enters (true) or leaves (false) its content's frame
/// (SwiftUI's `onHover(perform:)`).
struct _HoverModifier: ViewModifier {
    typealias Body = Never
    let action: @MainActor (Bool) -> Void

    static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        HoverNode(parent: parent, graph: graph)
    }
}

@MainActor
final class HoverNode: SingleChildModifierNode<_HoverModifier> {
    /// Whether the pointer was inside at the last move.
    private(set) var isHovered = false

    override func modelDidChange(from old: _HoverModifier?, context: UpdateContext) {
        super.modelDidChange(from: old, context: context)
        if old == nil { graph.hoverNodes.append(Weak(self)) }
    }

    override func willUnmount() {
        graph.hoverNodes.removeAll { $0.node === self || $0.node == nil }
        super.willUnmount()
    }

    /// Tells the action when a pointer at `point` (root coordinates) entered or left the frame.
    func pointerMoved(to point: CGPoint) {
        let inside = environment.isEnabled && presentedFrame.contains(point)
        guard inside != isHovered else { return }
        isHovered = inside
        model.action(inside)
    }

    /// A weak reference to a hover node, kept by the graph.
    struct Weak {
        weak var node: HoverNode?
        init(_ node: HoverNode) { self.node = node }
    }
}

extension View {
    /// Calls `action` with true when the pointer moves into this view's frame and false when
    /// it moves out (with or without a button held; a disabled view reports nothing new).
    /// The mouse's moves come from SDL; a `HeadlessHost` simulates them with `hover(at:)`.
    public func onHover(perform action: @escaping @MainActor (Bool) -> Void) -> some View {
        modifier(_HoverModifier(action: action))
    }
}
