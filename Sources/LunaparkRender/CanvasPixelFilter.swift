import CPangoCairo
import Foundation
import LunaparkCore
import LunaparkGraph

/// Per-pixel filters of canvas operations, run on the pixels of a group (an image surface:
/// premultiplied ARGB32, native-endian `0xAARRGGBB` words).
enum CanvasPixelFilter {
    /// Calls `body` with each row of the pattern's surface (see `CairoPattern.withImagePixels`).
    private static func forEachRow(of pattern: CairoPattern, _ body: (UnsafeMutableBufferPointer<UInt32>) -> Void) {
        pattern.withImagePixels { data, width, height, stride in
            for y in 0..<height {
                let row = (data + y * stride).assumingMemoryBound(to: UInt32.self)
                body(UnsafeMutableBufferPointer(start: row, count: width))
            }
        }
    }

    /// Unpremultiplied components of a pixel, each 0...1 (a transparent pixel is all zeros).
    @inline(__always)
    private static func unpack(_ pixel: UInt32) -> SIMD4<Float> {
        let a = Float(pixel >> 24)
        guard a > 0 else { return .zero }
        return SIMD4(Float((pixel >> 16) & 0xFF) / a, Float((pixel >> 8) & 0xFF) / a, Float(pixel & 0xFF) / a, a / 255)
    }

    /// A pixel from unpremultiplied components (clamped to 0...1), rounded to the nearest step.
    @inline(__always)
    private static func pack(_ c: SIMD4<Float>) -> UInt32 {
        let clamped = c.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 1))
        let a = clamped.w * 255
        let r = UInt32((clamped.x * a).rounded()), g = UInt32((clamped.y * a).rounded())
        let b = UInt32((clamped.z * a).rounded())
        return UInt32(a.rounded()) << 24 | r << 16 | g << 8 | b
    }

    /// Maps every pixel through `matrix` on linear sRGB components (`FilterOptions.linearColor`:
    /// decoded with the sRGB transfer function of IEC 61966-2-1, encoded again after); on
    /// gamma-encoded ones `ColorMatrixFilter` does it. Transparent pixels stay transparent
    /// unless the matrix adds alpha.
    static func applyLinear(_ matrix: ColorMatrix, to pattern: CairoPattern) {
        let m = matrix.rows
        let rows = [SIMD4(m[0], m[1], m[2], m[3]), SIMD4(m[5], m[6], m[7], m[8]),
                    SIMD4(m[10], m[11], m[12], m[13]), SIMD4(m[15], m[16], m[17], m[18])]
        let offsets = SIMD4(m[4], m[9], m[14], m[19])
        let keepsTransparent = offsets.w <= 0
        forEachRow(of: pattern) { row in
            for i in row.indices {
                let pixel = row[i]
                if pixel >> 24 == 0 && keepsTransparent { continue }
                var c = unpack(pixel)
                c = SIMD4(decode(c.x), decode(c.y), decode(c.z), c.w)
                var out = SIMD4((rows[0] * c).sum(), (rows[1] * c).sum(), (rows[2] * c).sum(), (rows[3] * c).sum()) + offsets
                out = out.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 1))
                row[i] = pack(SIMD4(encode(out.x), encode(out.y), encode(out.z), out.w))
            }
        }
    }

    /// Maps every pixel through `matrix` on gamma-encoded components (`ColorMatrixFilter`).
    static func apply(_ matrix: ColorMatrix, to pattern: CairoPattern) {
        pattern.withImagePixels { data, width, height, stride in
            ColorMatrixFilter.apply(matrix, to: data, width: width, height: height, stride: stride)
        }
    }

    /// Replaces pixels whose alpha lies in `min...max` with `color`, and the others with transparency.
    static func threshold(_ pattern: CairoPattern, min low: Double, max high: Double, color: Color.Resolved) {
        let replacement = pack(SIMD4(color.red, color.green, color.blue, color.opacity))
        forEachRow(of: pattern) { row in
            for i in row.indices {
                let alpha = Double(row[i] >> 24) / 255
                row[i] = alpha >= low && alpha <= high ? replacement : 0
            }
        }
    }

    /// Divides each pixel by its alpha, making it opaque (`BlurOptions.opaque`).
    static func makeOpaque(_ pattern: CairoPattern) {
        forEachRow(of: pattern) { row in
            for i in row.indices where row[i] >> 24 != 0 {
                var c = unpack(row[i])
                c.w = 1
                row[i] = pack(c)
            }
        }
    }

    /// sRGB to linear (IEC 61966-2-1).
    @inline(__always)
    private static func decode(_ v: Float) -> Float { v <= 0.04045 ? v / 12.92 : powf((v + 0.055) / 1.055, 2.4) }

    /// Linear to sRGB (IEC 61966-2-1).
    @inline(__always)
    private static func encode(_ v: Float) -> Float { v <= 0.0031308 ? 12.92 * v : 1.055 * powf(v, 1 / 2.4) - 0.055 }
}
