import Foundation
import LunaparkCore

/// `geometryGroup()`: the view's position is resolved and animated here, as one frame, and its
/// members are placed relative to it.
public struct _GeometryGroupEffect: ViewModifier, Equatable {
    public typealias Body = Never

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        GeometryGroupNode(parent: parent, graph: graph)
    }
}

extension View {
    /// Isolates the geometry of this view from its parent's (SwiftUI's `geometryGroup()`).
    ///
    /// Without a group, a move of the parent is animated by every view that draws, each on its
    /// own frame, so a view inserted during the move appears at once where it ends. With a group,
    /// the group's own frame animates and everything inside is drawn relative to it: the members
    /// move as one, and one inserted or removed during the move stays locked to the others.
    /// Changes of layout inside the group still animate on each member, relative to the group.
    /// A change of the group's size is passed down at once (its members animate their own
    /// frames to it); only its position is animated as a whole.
    public func geometryGroup() -> some View {
        modifier(_GeometryGroupEffect())
    }
}

/// The node of `geometryGroup()`: animates its own frame; when the group moves, its members'
/// frames move with it at once (running animations included), so that they only animate what
/// changed inside the group, and they are drawn shifted by the group's animated offset.
@MainActor
final class GeometryGroupNode: SingleChildModifierNode<_GeometryGroupEffect>, TransformingNode {
    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        let old = layoutFrame
        setLayoutFrame(rect, transaction: transaction)
        if old != .zero, old.origin != rect.origin, let content {
            let delta = CGSize(width: rect.minX - old.minX, height: rect.minY - old.minY)
            translateSubtree(content, by: delta)
        }
        content?.place(in: rect, transaction: contentTransaction(effectiveTransaction(inherited: transaction)))
    }

    private func translateSubtree(_ node: ViewNode, by delta: CGSize) {
        node.translateFrame(by: delta)
        for child in node.children { translateSubtree(child, by: delta) }
    }

    /// Where the group is drawn relative to where it is laid out: its members are laid out at
    /// the group's final place and drawn at its animated one.
    private var offset: CGAffineTransform {
        let shown = presentedFrame
        return CGAffineTransform(translationX: shown.minX - layoutFrame.minX, y: shown.minY - layoutFrame.minY)
    }

    var rootTransformForHitTesting: CGAffineTransform { offset }

    override func render(into builder: inout DisplayListBuilder) {
        let transform = offset
        guard !transform.isIdentity else {
            super.render(into: &builder)
            return
        }
        builder.beginLayer(DisplayList.Layer(id: displayID(1), transform: transform))
        super.render(into: &builder)
        builder.endLayer()
    }

    override func hitTest(_ point: CGPoint) -> PointerTarget? {
        super.hitTest(point.applying(offset.inverted()))
    }
}
