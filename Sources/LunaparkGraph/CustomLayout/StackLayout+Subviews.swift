import Foundation
import LunaparkCore

extension StackLayout {
    /// The stack's size for the views of `subviews`.
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        MainActor.assumeIsolated { sizeThatFits(proposal, items: subviews.map(\.node)) }
    }

    /// Places the views of `subviews` in `bounds`, sized for `proposal`, as the stack would.
    nonisolated func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        let frames = MainActor.assumeIsolated { childFrames(items: subviews.map(\.node), in: bounds, proposal: proposal) }
        for (subview, frame) in zip(subviews, frames) {
            subview.place(at: frame.origin, proposal: ProposedViewSize(frame.size))
        }
    }
}
