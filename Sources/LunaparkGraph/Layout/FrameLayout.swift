import Foundation
import LunaparkCore

/// `frame(width:height:alignment:)`: a fixed size in the given dimensions;
/// the content is offered that size and aligned within it.
public struct _FrameLayout: ViewModifier, Equatable {
    public typealias Body = Never
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        LayoutModifierNode<_FrameLayout>(parent: parent, graph: graph)
    }
}

extension _FrameLayout: LayoutModifier {
    func sizeThatFits(_ proposal: ProposedViewSize, content: ViewNode) -> CGSize {
        let childSize = content.measure(ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
        return CGSize(width: width ?? childSize.width, height: height ?? childSize.height)
    }

    func contentFrame(in rect: CGRect, content: ViewNode) -> CGRect {
        let size = content.measure(ProposedViewSize(width: width ?? rect.width, height: height ?? rect.height))
        return CGRect(origin: alignment.origin(of: size, in: rect), size: size)
    }
}

extension View {
    /// Gives the view a fixed width and/or height; nil keeps the content's size in that dimension.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FrameLayout(width: width, height: height, alignment: alignment))
    }
}
