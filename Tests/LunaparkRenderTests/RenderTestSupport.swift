import Foundation
import LunaparkCore
import LunaparkGraph
@testable import LunaparkRender
import XCTest

/// Builders for hand-made display lists, and pixel assertions.
enum RenderTestSupport {
    static let red = Color.Resolved(red: 1, green: 0, blue: 0)
    static let green = Color.Resolved(red: 0, green: 1, blue: 0)
    static let blue = Color.Resolved(red: 0, green: 0, blue: 1)
    static let black = Color.Resolved(red: 0, green: 0, blue: 0)
    static let white = Color.Resolved(red: 1, green: 1, blue: 1)
    static let opaqueRed = RGBA8(r: 255, g: 0, b: 0, a: 255)

    /// A drawing filling `path` with `color`; bounds are the path's bounds.
    static func fill(_ id: UInt64, _ path: Path, _ color: Color.Resolved, version: UInt64 = 1,
                     transform: CGAffineTransform = .identity) -> DisplayList.Item {
        .drawing(DisplayList.Drawing(id: DisplayID(id), version: version, transform: transform,
                                     bounds: path.boundingRect, content: .fill(path, .color(color), FillStyle())))
    }

    /// A drawing filling `path` with `paint`.
    static func fill(_ id: UInt64, _ path: Path, paint: DisplayList.Paint) -> DisplayList.Item {
        .drawing(DisplayList.Drawing(id: DisplayID(id), version: 1, bounds: path.boundingRect,
                                     content: .fill(path, paint, FillStyle())))
    }

    static func layer(_ id: UInt64, _ layer: (inout DisplayList.Layer) -> Void,
                      _ content: [DisplayList.Item]) -> [DisplayList.Item] {
        var value = DisplayList.Layer(id: DisplayID(id))
        layer(&value)
        return [.layer(value)] + content + [.end]
    }

    @MainActor
    static func render(_ items: [DisplayList.Item], width: Int, height: Int, scale: CGFloat = 1,
                       renderer: CairoRenderer? = nil) -> RenderedImage {
        let renderer = renderer ?? CairoRenderer()
        return try! renderer.renderImage(DisplayList(items: items), pixelWidth: width, pixelHeight: height, scale: scale)
    }

    /// The largest per-channel difference between two images of the same size
    /// (premultiplied values, so transparent pixels compare equal).
    static func maximumDifference(_ a: RenderedImage, _ b: RenderedImage) -> Int {
        precondition(a.width == b.width && a.height == b.height)
        var worst = 0
        for (p, q) in zip(a.pixels, b.pixels) where p != q {
            for shift in stride(from: 0, to: 32, by: 8) {
                worst = max(worst, abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF)))
            }
        }
        return worst
    }

    /// The bounding box of pixels with alpha above `threshold`, or nil.
    static func inkBounds(_ image: RenderedImage, threshold: UInt8 = 0) -> PixelRect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).a > threshold {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return maxX < 0 ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}

/// Asserts each channel of `actual` is within `tolerance` of `expected`.
func assertPixel(_ actual: RGBA8, _ expected: RGBA8, tolerance: Int = 0, _ message: String = "",
                 file: StaticString = #filePath, line: UInt = #line) {
    let pairs = [(actual.r, expected.r), (actual.g, expected.g), (actual.b, expected.b), (actual.a, expected.a)]
    let ok = pairs.allSatisfy { abs(Int($0.0) - Int($0.1)) <= tolerance }
    XCTAssertTrue(ok, "\(actual) is not within \(tolerance) of \(expected) \(message)", file: file, line: line)
}
