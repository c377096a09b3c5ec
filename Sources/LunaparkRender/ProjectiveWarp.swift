import Foundation
import LunaparkGraph

/// Draws an image through a 3x3 projective transform by inverse mapping: each destination
/// pixel centre (x + 0.5, y + 0.5) goes through `destinationToSource`,
///
///     u = x·m11 + y·m21 + m31,  v = x·m12 + y·m22 + m32,  w = x·m13 + y·m23 + m33,
///
/// and takes the bilinear blend of the four source pixels around (u/w, v/w) (pixel centres at
/// +0.5; outside the source counts as transparent, which antialiases the warped edges).
/// Pixels are premultiplied ARGB32, so blending them directly is correct.
///
/// Written out rather than done by pixman, cairo's pixel library, whose `pixman_transform`
/// is projective but 16.16 fixed point. Tried here (pixman 0.42.2, bilinear, 100x100): with
/// the matrix normalized to m33 = 1 it covered the same pixels as this warp, but then holds
/// the perspective terms (about 1/size: 0.002-0.01 for cards of 100-500 points) to 1/65536
/// absolute, 0.15-0.8% of their value; scaled up to keep them precise (largest entry 2¹²),
/// it ignored a plain shear. This warp computes in doubles (cost: see `RenderBenchmarks`).
enum ProjectiveWarp {
    /// Fills `destination` (`width` × `height`, rows `destinationStride` bytes apart) with
    /// `source` (`sourceWidth` × `sourceHeight`) seen through `destinationToSource`. A
    /// destination pixel whose w is not positive is transparent.
    static func warp(source: UnsafeRawPointer, sourceWidth: Int, sourceHeight: Int, sourceStride: Int,
                     destination: UnsafeMutableRawPointer, width: Int, height: Int, destinationStride: Int,
                     by t: ProjectionTransform) {
        let (m11, m12, m13) = (Double(t.m11), Double(t.m12), Double(t.m13))
        let (m21, m22, m23) = (Double(t.m21), Double(t.m22), Double(t.m23))
        let (m31, m32, m33) = (Double(t.m31), Double(t.m32), Double(t.m33))
        for y in 0..<height {
            let row = (destination + y * destinationStride).assumingMemoryBound(to: UInt32.self)
            let py = Double(y) + 0.5
            // Values at the row's first pixel centre; each step right adds (m11, m12, m13).
            var u = 0.5 * m11 + py * m21 + m31
            var v = 0.5 * m12 + py * m22 + m32
            var w = 0.5 * m13 + py * m23 + m33
            for x in 0..<width {
                row[x] = w > 0 ? sample(source, sourceWidth, sourceHeight, sourceStride, u / w - 0.5, v / w - 0.5) : 0
                u += m11
                v += m12
                w += m13
            }
        }
    }

    /// The bilinear blend at (sx, sy) in pixel-index coordinates (pixel i's centre at i).
    @inline(__always)
    private static func sample(_ source: UnsafeRawPointer, _ width: Int, _ height: Int, _ stride: Int,
                               _ sx: Double, _ sy: Double) -> UInt32 {
        guard sx > -1, sy > -1, sx < Double(width), sy < Double(height) else { return 0 }
        let x0 = Int(sx.rounded(.down)), y0 = Int(sy.rounded(.down))
        let fx = sx - Double(x0), fy = sy - Double(y0)
        func pixel(_ x: Int, _ y: Int) -> SIMD4<Double> {
            guard x >= 0, y >= 0, x < width, y < height else { return .zero }
            let p = (source + y * stride).assumingMemoryBound(to: UInt32.self)[x]
            return SIMD4(Double(p >> 24), Double((p >> 16) & 0xFF), Double((p >> 8) & 0xFF), Double(p & 0xFF))
        }
        let top = pixel(x0, y0) * (1 - fx) + pixel(x0 + 1, y0) * fx
        let bottom = pixel(x0, y0 + 1) * (1 - fx) + pixel(x0 + 1, y0 + 1) * fx
        let c = (top * (1 - fy) + bottom * fy).rounded(.toNearestOrAwayFromZero)
        return UInt32(c[0]) << 24 | UInt32(c[1]) << 16 | UInt32(c[2]) << 8 | UInt32(c[3])
    }
}
