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

extension RenderedImage {
    /// The smallest rectangle (pixel coordinates) holding every pixel that satisfies `test`, or nil.
    func bounds(where test: (RGBA8) -> Bool) -> CGRect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width where test(pixel(x: x, y: y)) {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
