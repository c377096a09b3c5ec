import Foundation
import LunaparkCore
import LunaparkGraph
@testable import LunaparkRender
import Testing

struct ProjectiveWarpTests {
    /// Warps an opaque red 100x100 source into a 100x100 destination and counts the pixels
    /// at least half covered.
    private func coverage(_ t: ProjectionTransform) -> Int {
        let source = [UInt32](repeating: 0xFFFF_0000, count: 100 * 100)
        var destination = [UInt32](repeating: 0x1234_5678, count: 100 * 100)
        source.withUnsafeBytes { s in
            destination.withUnsafeMutableBytes { d in
                ProjectiveWarp.warp(source: s.baseAddress!, sourceWidth: 100, sourceHeight: 100, sourceStride: 400,
                                    destination: d.baseAddress!, width: 100, height: 100, destinationStride: 400, by: t)
            }
        }
        return destination.filter { $0 >> 24 >= 128 }.count
    }

    @Test func coverageMatchesTheAnalyticArea() {
        #expect(coverage(ProjectionTransform()) == 10_000)
        // w = 1 - 0.004x divides both coordinates: covered where x < 100w and y < 100w, the
        // area under y = 100 - 0.4x up to x = 71.4: 7,140 - 0.2 · 71.4² = 6,120.
        let perspective = coverage(ProjectionTransform(m11: 1, m12: 0, m13: -0.004, m21: 0, m22: 1, m23: 0,
                                                       m31: 0, m32: 0, m33: 1))
        #expect(abs(perspective - 6_120) <= 100, "\(perspective)")
        // Source y = 0.3x + y < 100: the triangle above the line is cut off (8,500).
        let shear = coverage(ProjectionTransform(CGAffineTransform(a: 1, b: 0.3, c: 0, d: 1, tx: 0, ty: 0)))
        #expect(abs(shear - 8_500) <= 100, "\(shear)")
        // Behind the eye (w < 0 everywhere): nothing.
        #expect(coverage(ProjectionTransform(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: -1)) == 0)
    }

    @Test func bilinearSamplingKeepsAnOpaqueInteriorAndSoftensTheEdge() {
        let source = [UInt32](repeating: 0xFFFF_0000, count: 4 * 4)
        var destination = [UInt32](repeating: 0, count: 8 * 8)
        // Twice the size: destination pixel centre (x + 0.5) samples source (x + 0.5) / 2.
        source.withUnsafeBytes { s in
            destination.withUnsafeMutableBytes { d in
                ProjectiveWarp.warp(source: s.baseAddress!, sourceWidth: 4, sourceHeight: 4, sourceStride: 16,
                                    destination: d.baseAddress!, width: 8, height: 8, destinationStride: 32,
                                    by: ProjectionTransform(CGAffineTransform(scaleX: 0.5, y: 0.5)))
            }
        }
        #expect(destination[3 * 8 + 3] == 0xFFFF_0000)
        // The first column samples a quarter pixel outside the source's first centre: 3/4 covered.
        #expect(destination[3 * 8 + 0] >> 24 == 191)
    }
}
