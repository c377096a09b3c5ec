import Foundation
import LunaparkCore

/// `position(x:y:)`: takes all the space offered and centres the content at
/// the point (in the space's own coordinates).
public struct _PositionLayout: ViewModifier, Equatable {
    public typealias Body = Never
    let position: CGPoint

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        LayoutModifierNode<_PositionLayout>(parent: parent, graph: graph)
    }
}

extension _PositionLayout: LayoutModifier {
    func sizeThatFits(_ proposal: ProposedViewSize, content: ViewNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func contentFrame(in rect: CGRect, content: ViewNode) -> CGRect {
        let size = content.measure(ProposedViewSize(rect.size))
        return CGRect(x: rect.minX + position.x - size.width / 2, y: rect.minY + position.y - size.height / 2,
                      width: size.width, height: size.height)
    }
}

extension View {
    /// Centres the view at `position` in its parent's space (the view then fills that space).
    public func position(_ position: CGPoint) -> some View { modifier(_PositionLayout(position: position)) }

    /// Centres the view at (`x`, `y`) in its parent's space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }
}
