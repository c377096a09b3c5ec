import Foundation
import LunaparkCore

/// `fixedSize(horizontal:vertical:)`: the content gets its ideal size in the chosen dimensions.
public struct _FixedSizeLayout: ViewModifier, Equatable {
    public typealias Body = Never
    let horizontal: Bool
    let vertical: Bool

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        LayoutModifierNode<_FixedSizeLayout>(parent: parent, graph: graph)
    }
}

extension _FixedSizeLayout: LayoutModifier {
    func sizeThatFits(_ proposal: ProposedViewSize, content: ViewNode) -> CGSize {
        content.measure(ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
    }

    func contentFrame(in rect: CGRect, content: ViewNode) -> CGRect {
        let size = sizeThatFits(ProposedViewSize(rect.size), content: content)
        return CGRect(origin: Alignment.center.origin(of: size, in: rect), size: size)
    }
}

extension View {
    /// Gives the view its ideal size in both dimensions.
    public func fixedSize() -> some View { modifier(_FixedSizeLayout(horizontal: true, vertical: true)) }

    /// Gives the view its ideal size in the chosen dimensions (the parent's
    /// proposal is replaced by nil there) and keeps the proposal in the others.
    /// When the result differs from the space the parent gives, the view is
    /// centred in that space.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }
}
