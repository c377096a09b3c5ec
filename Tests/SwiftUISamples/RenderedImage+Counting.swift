import Foundation
import Lunapark

extension RenderedImage {
    /// The number of pixels in `rect` (pixel coordinates) whose colour satisfies `test`.
    func pixels(in rect: CGRect, where test: (RGBA8) -> Bool) -> Int {
        var n = 0
        for y in max(0, Int(rect.minY))..<min(height, Int(rect.maxY)) {
            for x in max(0, Int(rect.minX))..<min(width, Int(rect.maxX)) where test(pixel(x: x, y: y)) { n += 1 }
        }
        return n
    }
}
