import Foundation
import LunaparkCore

/// `zIndex(_:)`: the view's place in the front-to-back order of its siblings.
public struct _ZIndexModifier: ViewModifier {
    public typealias Body = Never
    let value: Double

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        ZIndexNode(parent: parent, graph: graph)
    }
}

/// The node of `zIndex(_:)`: tells the list it belongs to that its children are drawn in z order.
@MainActor
final class ZIndexNode: SingleChildModifierNode<_ZIndexModifier> {
    var value: Double { model.value }

    override func modelDidChange(from old: _ZIndexModifier?, context: UpdateContext) {
        guard old?.value != model.value else { return }
        var node: ViewNode? = parent
        while let n = node {
            if let list = n as? ListNode {
                list.ordersByZIndex = true
                break
            }
            node = n.parent
        }
        graph.setNeedsDisplay()
    }
}

extension ViewNode {
    /// The view's `zIndex` (0 unless set): the value of the first `zIndex(_:)` on it, looking
    /// through single-child wrappers (a transition's effects, other modifiers).
    var zIndex: Double {
        var node: ViewNode = self
        while true {
            if let z = node as? ZIndexNode { return z.value }
            let kids = node.children
            guard kids.count == 1 else { return 0 }
            node = kids[0]
        }
    }
}

extension View {
    /// Places the view in front of its siblings with a lower `value` and behind those with a
    /// higher one (the default is 0; equal values keep the order they are written in). The
    /// order decides drawing and which view takes a press where they overlap, among the views
    /// of one stack or list, including a view being removed and the one inserted in its place
    /// by a transition: give the inserted one the higher index to have it arrive on top.
    /// Layout is not affected.
    public func zIndex(_ value: Double) -> some View {
        modifier(_ZIndexModifier(value: value))
    }
}
