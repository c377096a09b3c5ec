import Foundation
import LunaparkGraph
@testable import LunaparkRender
import XCTest

/// PNG writing and reading, and unpremultiplied pixel access.
final class RenderedImageTests: XCTestCase {
    private func temporaryURL(_ name: String) -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lunapark-render-tests-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent(name)
    }

    func testPixelUnpremultiplies() {
        // 0x80FF0000 is not valid premultiplied (colour > alpha) and is clamped;
        // 0x80800000 is red at alpha 128: 128·255/128 = 255.
        let image = RenderedImage(width: 3, height: 1, pixels: [0x8080_0000, 0x0000_0000, 0x4010_2030])
        XCTAssertEqual(image.pixel(x: 0, y: 0), RGBA8(r: 255, g: 0, b: 0, a: 128))
        XCTAssertEqual(image.pixel(x: 1, y: 0), .clear)
        // 0x10·255/0x40 = 63.75 → 64, 0x20·255/0x40 = 127.5 → 128, 0x30·255/0x40 = 191.25 → 191.
        XCTAssertEqual(image.pixel(x: 2, y: 0), RGBA8(r: 64, g: 128, b: 191, a: 64))
    }

    func testPNGRoundTripKeepsPixels() throws {
        // PNG stores unpremultiplied 8-bit colour: opaque and fully clear pixels
        // survive exactly; translucent ones within the rounding of (un)premultiplying.
        let pixels: [UInt32] = [0xFFFF_0000, 0xFF00_FF00, 0x0000_0000, 0x8040_2010]
        let image = RenderedImage(width: 2, height: 2, pixels: pixels)
        let url = temporaryURL("roundtrip.png")
        try image.writePNG(to: url)
        let loaded = try RenderedImage(pngAt: url)
        XCTAssertEqual(loaded.width, 2)
        XCTAssertEqual(Array(loaded.pixels[0..<3]), Array(pixels[0..<3]))
        let a = loaded.pixel(x: 1, y: 1), b = image.pixel(x: 1, y: 1)
        XCTAssertEqual(a.a, b.a)
        XCTAssertLessThanOrEqual(abs(Int(a.r) - Int(b.r)), 2)
        let bitmap = try ImageBitmap(pngAt: url, scale: 2)
        XCTAssertEqual(bitmap.size, CGSize(width: 1, height: 1))
        XCTAssertEqual(bitmap.pixels[0], 0xFFFF_0000)
    }

    func testMissingAndCorruptFilesThrowOneLineNamingTheFile() throws {
        let missing = temporaryURL("does-not-exist.png")
        XCTAssertThrowsError(try RenderedImage(pngAt: missing)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains(missing.path), text)
            XCTAssertFalse(text.contains("\n"))
            XCTAssertEqual(error.localizedDescription, text)
        }
        let corrupt = temporaryURL("corrupt.png")
        try Data("this is not a PNG".utf8).write(to: corrupt)
        XCTAssertThrowsError(try RenderedImage(pngAt: corrupt)) { error in
            XCTAssertEqual("\(error)", "cannot read PNG image '\(corrupt.path)': not a valid PNG file")
        }
        let unwritable = URL(fileURLWithPath: "/nonexistent-directory/out.png")
        XCTAssertThrowsError(try RenderedImage(width: 1, height: 1, pixels: [0]).writePNG(to: unwritable)) { error in
            XCTAssertTrue("\(error)".hasPrefix("cannot write PNG image '/nonexistent-directory/out.png'"), "\(error)")
        }
    }

    func testTargetRejectsImpossibleSizes() {
        XCTAssertThrowsError(try RenderTarget(pixelWidth: 0, pixelHeight: 10))
    }
}
