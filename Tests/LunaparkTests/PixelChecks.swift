import Foundation
import Lunapark

/// Colour checks on rendered pixels shared by the whole-stack tests.
extension RenderedImage {
    /// True when the pixel at (x, y) is mostly red.
    func isRed(_ x: Int, _ y: Int) -> Bool {
        let p = pixel(x: x, y: y)
        return p.r > 200 && p.g < 80 && p.b < 80
    }

    /// True when the pixel at (x, y) is (nearly) white.
    func isWhite(_ x: Int, _ y: Int) -> Bool {
        let p = pixel(x: x, y: y)
        return p.r > 245 && p.g > 245 && p.b > 245
    }

    /// True when the pixel at (x, y) is dark (text).
    func isDark(_ x: Int, _ y: Int) -> Bool {
        let p = pixel(x: x, y: y)
        return Int(p.r) + Int(p.g) + Int(p.b) < 300
    }

    /// The number of pixels in `rect` (pixel coordinates) for which `test` holds.
    func count(in rect: CGRect, where test: (Int, Int) -> Bool) -> Int {
        var n = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where test(x, y) { n += 1 }
        }
        return n
    }

    /// The columns in row `y` whose pixel is not (nearly) white: first and last, or nil.
    func inkSpan(row y: Int) -> ClosedRange<Int>? {
        var first: Int?
        var last: Int?
        for x in 0..<width where !isWhite(x, y) {
            if first == nil { first = x }
            last = x
        }
        guard let first, let last else { return nil }
        return first...last
    }
}

/// Pixel measurements of rendered images.
extension RenderedImage {
    /// True where the pixel is close to `color` (0...255 components).
    func matches(x: Int, y: Int, _ color: (Int, Int, Int), tolerance: Int = 40) -> Bool {
        let p = pixel(x: x, y: y)
        return abs(Int(p.r) - color.0) <= tolerance && abs(Int(p.g) - color.1) <= tolerance
            && abs(Int(p.b) - color.2) <= tolerance
    }

    /// The number of pixels in row `y` that match `color`.
    func run(y: Int, _ color: (Int, Int, Int), tolerance: Int = 40) -> Int {
        (0..<width).filter { matches(x: $0, y: y, color, tolerance: tolerance) }.count
    }
}
