import Foundation
import LunaparkCore

/// `ZStack`'s layout as a `Layout` value (SwiftUI's `ZStackLayout`): every child offered the
/// whole proposal and aligned in the union of their sizes.
public struct ZStackLayout: Layout {
    /// Where children sit in the stack.
    public var alignment: Alignment

    /// A stack aligning its children by `alignment`.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The largest width and the largest height of the children, each offered `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    /// Each child offered the whole of `bounds` and placed by `alignment` in it.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let offered = ProposedViewSize(bounds.size)
        for subview in subviews {
            let size = subview.sizeThatFits(offered)
            subview.place(at: alignment.origin(of: size, in: bounds), proposal: offered)
        }
    }
}
