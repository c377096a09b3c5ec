import CPangoCairo
import Foundation

/// A laid-out pango layout and its measured extent, in points.
final class PangoTextLayout {
    let layout: GObjectHandle
    /// The logical extent of the visible lines (at most the line limit), in
    /// points, not rounded: width of the widest line, height from the top of
    /// the first line to the bottom of the last visible one.
    let size: CGSize

    init(layout: GObjectHandle, size: CGSize) {
        self.layout = layout
        self.size = size
    }
}
