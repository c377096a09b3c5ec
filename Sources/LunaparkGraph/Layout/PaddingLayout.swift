import Foundation
import LunaparkCore

/// `padding(_:_:)`: insets the content; 16 points where no length is given.
public struct _PaddingLayout: ViewModifier, Equatable {
    public typealias Body = Never
    let insets: EdgeInsets

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        LayoutModifierNode<_PaddingLayout>(parent: parent, graph: graph)
    }
}

extension _PaddingLayout: LayoutModifier {
    func sizeThatFits(_ proposal: ProposedViewSize, content: ViewNode) -> CGSize {
        let inner = ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.horizontal) },
                                     height: proposal.height.map { max(0, $0 - insets.vertical) })
        let child = content.measure(inner)
        return CGSize(width: child.width + insets.horizontal, height: child.height + insets.vertical)
    }

    func contentFrame(in rect: CGRect, content: ViewNode) -> CGRect {
        CGRect(x: rect.minX + insets.leading, y: rect.minY + insets.top,
               width: max(0, rect.width - insets.horizontal), height: max(0, rect.height - insets.vertical))
    }
}

extension View {
    /// Pads the view by `length` points (16 when nil) on `edges`.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let l = length ?? 16
        return modifier(_PaddingLayout(insets: EdgeInsets(
            top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
            bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0)))
    }

    /// Pads the view by `length` points on every edge.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Pads the view by `insets`.
    public func padding(_ insets: EdgeInsets) -> some View { modifier(_PaddingLayout(insets: insets)) }
}
