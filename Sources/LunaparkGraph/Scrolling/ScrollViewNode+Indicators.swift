import Foundation
import LunaparkCore

extension ScrollViewNode {
    /// Seconds the scroll bars stay fully visible after the content last moved.
    static let indicatorVisibleTime: TimeInterval = 0.5
    /// Seconds they then take to fade out.
    static let indicatorFadeTime: TimeInterval = 0.25
    /// The scroll bar's thickness and its distance from the edge, in points (an overlay
    /// scroller as macOS draws it).
    static let indicatorThickness: CGFloat = 5
    static let indicatorInset: CGFloat = 2

    /// The scroll bars' opacity at `time`: 1 while the content moves and for
    /// `indicatorVisibleTime` after, then fading to 0.
    func indicatorOpacity(at time: TimeInterval) -> Double {
        let since = time - lastMovementTime - Self.indicatorVisibleTime
        return since <= 0 ? 1 : max(0, 1 - since / Self.indicatorFadeTime)
    }

    /// Draws a bar along each scrolled axis whose content exceeds the frame: its length is the
    /// visible fraction of the content (at least 16 points, shorter while rubber-banding), its
    /// position the offset's fraction of the way.
    func drawIndicators(into builder: inout DisplayListBuilder) {
        let opacity = indicatorOpacity(at: graph.currentTime)
        guard opacity > 0 else { return }
        let frame = presentedFrame
        let color = Color.Resolved(red: 0, green: 0, blue: 0, opacity: Float(0.45 * opacity))
        let margins = environment.scrollIndicatorMargins
        for (slot, axis) in Axis.allCases.enumerated() where axes.contains(axis.set) {
            let visibility = axis == .horizontal ? environment.horizontalScrollIndicatorVisibility
                                                 : environment.verticalScrollIndicatorVisibility
            guard visibility.isShown else { continue }
            let viewport = frame.size[axis] - margins.total(axis)
            let bounds = offsetBounds(axis)
            guard bounds.upperBound > 0, viewport > 0 else { continue }
            let track = viewport - 2 * Self.indicatorInset
            let overscroll = max(0, bounds.lowerBound - offset[axis]) + max(0, offset[axis] - bounds.upperBound)
            let length = max(16, track * frame.size[axis] / scrollExtent[axis] - overscroll)
            let fraction = min(1, max(0, offset[axis] / bounds.upperBound))
            let start = Self.indicatorInset + (track - length) * fraction
            let rect = axis == .vertical
                ? CGRect(x: frame.maxX - margins.trailing - Self.indicatorInset - Self.indicatorThickness,
                         y: frame.minY + margins.top + start, width: Self.indicatorThickness, height: length)
                : CGRect(x: frame.minX + margins.leading + start,
                         y: frame.maxY - margins.bottom - Self.indicatorInset - Self.indicatorThickness,
                         width: length, height: Self.indicatorThickness)
            builder.fill(rect, cornerRadius: Self.indicatorThickness / 2, color: color, id: displayID(2 + UInt64(slot)))
        }
    }
}
