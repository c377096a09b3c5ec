import Foundation
import LunaparkGraph

/// Applies a `ColorMatrix` to premultiplied ARGB32 pixels (cairo's `CAIRO_FORMAT_ARGB32`:
/// one native-endian `UInt32` per pixel, `a << 24 | r << 16 | g << 8 | b`, colour
/// premultiplied by alpha).
///
/// `feColorMatrix` works on straight colour, so each pixel is unpremultiplied, multiplied by
/// the matrix, clamped to 0...1 and premultiplied again, rounding to the nearest 8-bit
/// value. A fully transparent pixel counts as black with alpha 0 (its colour is unknown),
/// so a matrix with an alpha offset (`a5 > 0`) or `luminanceToAlpha` of black gives what
/// SVG gives there.
enum ColorMatrixFilter {
    /// Filters `width` × `height` pixels at `data` (rows `stride` bytes apart) in place.
    static func apply(_ matrix: ColorMatrix, to data: UnsafeMutableRawPointer, width: Int, height: Int,
                      stride: Int) {
        guard width > 0, height > 0 else { return }
        let m = matrix.rows.map { Double($0) }
        // The last column is an offset in 0...1 units: in 0...255 units it is 255·m[k].
        let offsets = (m[4] * 255, m[9] * 255, m[14] * 255, m[19] * 255)
        for y in 0..<height {
            let row = (data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let pixel = row[x]
                let a = Double(pixel >> 24)
                var r = 0.0, g = 0.0, b = 0.0
                if a > 0 {
                    // Unpremultiply, in 0...255.
                    let scale = 255 / a
                    r = Double((pixel >> 16) & 0xFF) * scale
                    g = Double((pixel >> 8) & 0xFF) * scale
                    b = Double(pixel & 0xFF) * scale
                }
                let r2 = clamp(m[0] * r + m[1] * g + m[2] * b + m[3] * a + offsets.0)
                let g2 = clamp(m[5] * r + m[6] * g + m[7] * b + m[8] * a + offsets.1)
                let b2 = clamp(m[10] * r + m[11] * g + m[12] * b + m[13] * a + offsets.2)
                let a2 = clamp(m[15] * r + m[16] * g + m[17] * b + m[18] * a + offsets.3)
                let k = a2 / 255
                row[x] = UInt32((a2).rounded()) << 24 | UInt32((r2 * k).rounded()) << 16
                    | UInt32((g2 * k).rounded()) << 8 | UInt32((b2 * k).rounded())
            }
        }
    }

    private static func clamp(_ x: Double) -> Double { min(255, max(0, x)) }
}
