import Foundation
import LunaparkCore

/// `aspectRatio(_:contentMode:)`: the largest (fit) or smallest (fill) size of the ratio within the proposal.
public struct _AspectRatioLayout: ViewModifier, Equatable {
    public typealias Body = Never
    let aspectRatio: CGFloat?
    let contentMode: ContentMode

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        LayoutModifierNode<_AspectRatioLayout>(parent: parent, graph: graph)
    }
}

extension _AspectRatioLayout: LayoutModifier {
    private func ratio(content: ViewNode) -> CGFloat {
        if let aspectRatio { return aspectRatio }
        let ideal = content.measure(.unspecified)
        return ideal.height > 0 ? ideal.width / ideal.height : 1
    }

    func sizeThatFits(_ proposal: ProposedViewSize, content: ViewNode) -> CGSize {
        let r = ratio(content: content)
        let p = proposal.replacingUnspecifiedDimensions(by: content.measure(.unspecified))
        let byWidth = CGSize(width: p.width, height: p.width / r)
        let byHeight = CGSize(width: p.height * r, height: p.height)
        let size: CGSize
        switch contentMode {
        case .fit: size = byWidth.height <= p.height ? byWidth : byHeight
        case .fill: size = byWidth.height >= p.height ? byWidth : byHeight
        }
        return content.measure(ProposedViewSize(size))
    }

    func contentFrame(in rect: CGRect, content: ViewNode) -> CGRect {
        let size = content.measure(ProposedViewSize(rect.size))
        return CGRect(origin: Alignment.center.origin(of: size, in: rect), size: size)
    }
}

extension View {
    /// Constrains the view to `aspectRatio` (width / height; nil: the content's own ratio).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains the view to the ratio `aspectRatio.width / aspectRatio.height`
    /// (for example `CGSize(width: 16, height: 9)`).
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioLayout(aspectRatio: aspectRatio.width / aspectRatio.height, contentMode: contentMode))
    }

    /// Scales this view to fit the space offered, keeping its own aspect ratio
    /// (SwiftUI's `scaledToFit()`: `aspectRatio(nil, contentMode: .fit)`).
    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }

    /// Scales this view to fill the space offered, keeping its own aspect ratio
    /// (SwiftUI's `scaledToFill()`: `aspectRatio(nil, contentMode: .fill)`); it may
    /// then overflow the offer in one direction.
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }
}
