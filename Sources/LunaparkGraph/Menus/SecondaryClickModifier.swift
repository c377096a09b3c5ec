import Foundation
import LunaparkCore

/// Marks the view whose context menu a secondary (right) click opens: `contextMenu` puts it
/// around its content. The graph finds the innermost one under the pointer with the ordinary
/// hit test (so clipping, transforms, scroll offsets, `allowsHitTesting(false)` and
/// `contentShape` count as they do for presses) while `ViewGraph.isFindingContextMenu` is set.
struct _SecondaryClickModifier: ViewModifier {
    typealias Body = Never
    /// Opens the menu; called on the main actor when the secondary button goes down inside.
    let open: @MainActor () -> Void

    static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        SecondaryClickNode(parent: parent, graph: graph)
    }
}

@MainActor
final class SecondaryClickNode: SingleChildModifierNode<_SecondaryClickModifier>, PointerHandling {
    override func hitTest(_ point: CGPoint) -> PointerTarget? {
        let inner = super.hitTest(point)
        guard graph.isFindingContextMenu else { return inner }
        if let inner, innermostHandler(SecondaryClickNode.self, in: inner.handler) != nil { return inner }
        let inside = environment.isEnabled && (content?.hitShapeContains(point) ?? presentedFrame.contains(point))
        return inside ? PointerTarget(handler: self) : inner
    }

    // The node is a target only while the graph looks for a context menu: it takes no press.
    func pointerDown(at location: CGPoint, time: TimeInterval) {}
    func pointerMoved(to location: CGPoint, time: TimeInterval) {}
    func pointerUp(at location: CGPoint, time: TimeInterval) {}
}

extension ViewGraph {
    /// Opens the context menu of the innermost view with one under `point` (root coordinates),
    /// through the presented layers as a press would go; returns whether one opened.
    @discardableResult
    func openContextMenu(at point: CGPoint) -> Bool {
        isFindingContextMenu = true
        let target = hitTestThroughPresentations(point)
        isFindingContextMenu = false
        guard let handler = target?.handler, let node = innermostHandler(SecondaryClickNode.self, in: handler) else { return false }
        node.model.open()
        return true
    }
}
