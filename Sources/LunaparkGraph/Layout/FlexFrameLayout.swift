import Foundation
import LunaparkCore

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// Follows SwiftUI: a missing proposal uses the ideal size; the proposal is
/// clamped to min...max and offered to the content; the frame is the
/// content's size, raised to the proposal (up to max) when a maximum is
/// given, and to at least the minimum.
public struct _FlexFrameLayout: ViewModifier, Equatable {
    public typealias Body = Never
    let minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    let minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    let alignment: Alignment

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        LayoutModifierNode<_FlexFrameLayout>(parent: parent, graph: graph)
    }
}

extension _FlexFrameLayout: LayoutModifier {
    private static func clamp(_ value: CGFloat?, _ lower: CGFloat?, _ upper: CGFloat?) -> CGFloat? {
        guard var v = value else { return nil }
        if let lower { v = max(lower, v) }
        if let upper { v = min(upper, v) }
        return v
    }

    /// The frame's size in one dimension: the content's, grown to the (clamped) proposal when a
    /// maximum is given, then kept within min...max.
    private static func resolve(child: CGFloat, proposed: CGFloat?, lower: CGFloat?, upper: CGFloat?) -> CGFloat {
        var result = child
        if upper != nil, let proposed { result = max(result, proposed) }
        return clamp(result, lower, upper)!
    }

    func sizeThatFits(_ proposal: ProposedViewSize, content: ViewNode) -> CGSize {
        let pw = Self.clamp(proposal.width ?? idealWidth, minWidth, maxWidth)
        let ph = Self.clamp(proposal.height ?? idealHeight, minHeight, maxHeight)
        let child = content.measure(ProposedViewSize(width: pw, height: ph))
        return CGSize(width: Self.resolve(child: child.width, proposed: pw, lower: minWidth, upper: maxWidth),
                      height: Self.resolve(child: child.height, proposed: ph, lower: minHeight, upper: maxHeight))
    }

    func contentFrame(in rect: CGRect, content: ViewNode) -> CGRect {
        let size = content.measure(ProposedViewSize(rect.size))
        return CGRect(origin: alignment.origin(of: size, in: rect), size: size)
    }
}

extension View {
    /// Gives the view flexible bounds; `maxWidth: .infinity` makes it take all the offered width.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(_FlexFrameLayout(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                  minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                  alignment: alignment))
    }
}
