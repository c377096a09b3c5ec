/// A rectangle of whole pixels: columns `x..<x+width`, rows `y..<y+height`,
/// origin top-left.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    /// The first column, counted from 0 at the left edge.
    public var x: Int
    /// The first row, counted from 0 at the top edge.
    public var y: Int
    /// The number of columns (0 or less: empty).
    public var width: Int
    /// The number of rows (0 or less: empty).
    public var height: Int

    /// A rectangle of `width` × `height` pixels whose top-left pixel is (`x`, `y`).
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// True when the rectangle holds no pixel.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// "(x, y, widthxheight)".
    public var description: String { "(\(x), \(y), \(width)x\(height))" }
}
