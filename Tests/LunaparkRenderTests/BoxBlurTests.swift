@testable import LunaparkRender
import XCTest

/// The three-box approximation of a Gaussian blur.
final class BoxBlurTests: XCTestCase {
    /// Blurs one opaque pixel in the middle of a `size` × `size` buffer.
    private func blurredImpulse(size: Int, sigma: Double) -> [UInt32] {
        var pixels = [UInt32](repeating: 0, count: size * size)
        pixels[(size / 2) * size + size / 2] = 0xFF00_0000
        pixels.withUnsafeMutableBytes { raw in
            BoxBlur.blur(raw.baseAddress!, width: size, height: size, stride: size * 4, sigma: sigma)
        }
        return pixels
    }

    func testImpulseSpreadsWithTheRequestedStandardDeviation() {
        // σ = 4: d = ⌊4·3·√(2π)/4 + 0.5⌋ = ⌊8.02⌋ = 8, even, so boxes of 8, 8 and 9
        // pixels. A box of n pixels has variance (n² − 1)/12, variances add:
        // 2·63/12 + 80/12 = 17.17, a standard deviation of 4.14 per axis.
        let size = 61
        let pixels = blurredImpulse(size: size, sigma: 4)
        var mass = 0.0, meanX = 0.0, varianceX = 0.0
        for y in 0..<size { for x in 0..<size { mass += Double(pixels[y * size + x] >> 24) } }
        for y in 0..<size { for x in 0..<size {
            let a = Double(pixels[y * size + x] >> 24)
            meanX += a * Double(x) / mass
        } }
        for y in 0..<size { for x in 0..<size {
            let a = Double(pixels[y * size + x] >> 24)
            varianceX += a * (Double(x) - meanX) * (Double(x) - meanX) / mass
        } }
        // Each output is rounded to whole levels, so the 255 units spread over ~600
        // pixels lose or gain some mass; the shape is what matters.
        XCTAssertGreaterThan(mass, 0)
        XCTAssertEqual(meanX, Double(size / 2), accuracy: 0.6)  // the even boxes' half-pixel shifts cancel
        XCTAssertEqual(varianceX.squareRoot(), 4.14, accuracy: 0.4)
        // Colour channels stay premultiplied-valid: here all zero.
        XCTAssertTrue(pixels.allSatisfy { $0 & 0x00FF_FFFF == 0 })
    }

    func testOpaqueAreaStaysOpaqueAndTinySigmaChangesNothing() {
        var pixels = [UInt32](repeating: 0xFFFF_0000, count: 40 * 40)
        pixels.withUnsafeMutableBytes { raw in
            BoxBlur.blur(raw.baseAddress!, width: 40, height: 40, stride: 160, sigma: 2)
        }
        // σ = 2: boxes of 4, 4 and 5 reach 6 pixels in all; 20 pixels from every edge nothing changes.
        XCTAssertEqual(pixels[20 * 40 + 20], 0xFFFF_0000)
        XCTAssertLessThan(pixels[0] >> 24, 255)  // the corner fades (outside counts as clear)
        var untouched = [UInt32](repeating: 0x8040_2010, count: 16)
        untouched.withUnsafeMutableBytes { raw in
            BoxBlur.blur(raw.baseAddress!, width: 4, height: 4, stride: 16, sigma: 0.2)  // d = 0
        }
        XCTAssertTrue(untouched.allSatisfy { $0 == 0x8040_2010 })
    }
}
