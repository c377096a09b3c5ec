import Foundation
import LunaparkCore

extension DisplayListBuilder {
    /// Draws `rect` (root coordinates) filled with `color`, its corners rounded by
    /// `cornerRadius` points, as the drawing `id`. Its version is a hash of what it
    /// draws, so an unchanged rectangle keeps its rasterized drawing from frame to frame.
    /// For what containers draw themselves: scroll bars, list separators.
    mutating func fill(_ rect: CGRect, cornerRadius: CGFloat = 0, color: Color.Resolved, id: DisplayID) {
        var hasher = Hasher()
        hasher.combine(rect.origin.x); hasher.combine(rect.origin.y)
        hasher.combine(rect.width); hasher.combine(rect.height)
        hasher.combine(cornerRadius); hasher.combine(color)
        let path = cornerRadius > 0 ? Path(roundedRect: rect, cornerRadius: cornerRadius, style: .circular) : Path(rect)
        draw(DisplayList.Drawing(id: id, version: UInt64(bitPattern: Int64(hasher.finalize())), bounds: rect,
                                 content: .fill(path, .color(color), FillStyle())))
    }
}
