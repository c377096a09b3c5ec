#if canImport(LunaparkRender)
import LunaparkCore
import LunaparkGraph
import XCTest
@testable import LunaparkSDL

/// The cairo renderer behind the host's rasterizer protocol.
final class CairoFrameRasterizerTests: XCTestCase {
    func testRendersARGB32AtThePixelSize() throws {
        try MainActor.assumeIsolated {
            let rasterizer = CairoFrameRasterizer(background: Color.Resolved(red: 1, green: 1, blue: 1))
            let red = DisplayList.Drawing(id: DisplayID(1), version: 1, bounds: CGRect(x: 0, y: 0, width: 10, height: 10),
                                          content: .fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)),
                                                         .color(Color.Resolved(red: 1, green: 0, blue: 0)), FillStyle()))
            let list = DisplayList(items: [.drawing(red)])
            // 2 pixels per point: the 10-point square covers 20x20 pixels.
            let frame = try XCTUnwrap(rasterizer.rasterize(list, pixelSize: PixelSize(width: 40, height: 30), scale: 2))
            XCTAssertGreaterThanOrEqual(frame.bytesPerRow, 40 * 4)
            func pixel(_ x: Int, _ y: Int) -> UInt32 {
                frame.pixels.load(fromByteOffset: y * frame.bytesPerRow + x * 4, as: UInt32.self)
            }
            XCTAssertEqual(pixel(5, 5), 0xFFFF_0000, "opaque red, 0xAARRGGBB")
            XCTAssertEqual(pixel(19, 19), 0xFFFF_0000)
            XCTAssertEqual(pixel(21, 21), 0xFFFF_FFFF, "the background")
            XCTAssertEqual(pixel(39, 29), 0xFFFF_FFFF)
        }
    }

    func testANewSizeGetsANewBuffer() throws {
        try MainActor.assumeIsolated {
            let rasterizer = CairoFrameRasterizer()
            let small = try XCTUnwrap(rasterizer.rasterize(DisplayList(), pixelSize: PixelSize(width: 8, height: 8), scale: 1))
            XCTAssertGreaterThanOrEqual(small.bytesPerRow, 32)
            let large = try XCTUnwrap(rasterizer.rasterize(DisplayList(), pixelSize: PixelSize(width: 64, height: 8), scale: 1))
            XCTAssertGreaterThanOrEqual(large.bytesPerRow, 256)
            XCTAssertNil(rasterizer.rasterize(DisplayList(), pixelSize: PixelSize(width: 0, height: 8), scale: 1),
                         "no surface of zero pixels")
        }
    }
}
#endif
