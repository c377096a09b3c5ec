import CPangoCairo
import Foundation

/// A laid-out pango layout and its measured extent, in points.
final class PangoTextLayout {
    let layout: GObjectHandle
    /// The logical extent of the visible lines (at most the line limit), in
    /// points, not rounded: width of the widest line, height from the top of
    /// the first line to the bottom of the last visible one.
    let size: CGSize
    /// Horizontal offset of the logical extent from the layout origin (non-zero
    /// when lines are centred or right-aligned in a set width).
    let originX: CGFloat

    init(layout: GObjectHandle, size: CGSize, originX: CGFloat) {
        self.layout = layout
        self.size = size
        self.originX = originX
    }
}
