/// A rectangle of whole pixels: columns `x..<x+width`, rows `y..<y+height`,
/// origin top-left.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// True when the rectangle holds no pixel.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    public var description: String { "(\(x), \(y), \(width)x\(height))" }
}
