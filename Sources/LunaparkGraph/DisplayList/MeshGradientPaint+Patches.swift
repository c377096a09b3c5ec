import Foundation
import LunaparkCore

extension DisplayList.MeshGradientPaint {
    /// Sub-patches per patch side when colours are smoothed or blended perceptually. cairo blends
    /// a patch's corner colours bilinearly in gamma-encoded sRGB, so a smooth (cubic) or Oklab
    /// blend is sampled at the corners of 8 × 8 sub-patches and blended linearly between them:
    /// a cubic whose second derivative is at most 6 (Catmull-Rom between colours 0 and 1)
    /// is then off by at most 6/8 · (1/8)² ≈ 0.012, 3/255.
    public static let smoothSubdivisions = 8

    /// The patches to draw, row by row: one per grid cell, or `smoothSubdivisions²` when colours
    /// are smoothed or blended in Oklab. Empty for a malformed mesh.
    public func patches() -> [DisplayList.MeshPatch] {
        guard isWellFormed else { return [] }
        let exact = !smoothsColors && colorSpace == .device
        let n = exact ? 1 : Self.smoothSubdivisions
        var result: [DisplayList.MeshPatch] = []
        result.reserveCapacity((width - 1) * (height - 1) * n * n)
        for row in 0..<(height - 1) {
            for column in 0..<(width - 1) {
                let net = coonsNet(column: column, row: row)
                if exact {
                    result.append(DisplayList.MeshPatch(net: net, cornerColors: [
                        colors[row * width + column], colors[row * width + column + 1],
                        colors[(row + 1) * width + column + 1], colors[(row + 1) * width + column]]))
                    continue
                }
                for sv in 0..<n {
                    let v0 = Double(sv) / Double(n), v1 = Double(sv + 1) / Double(n)
                    for su in 0..<n {
                        let u0 = Double(su) / Double(n), u1 = Double(su + 1) / Double(n)
                        let x0 = Double(column) + u0, x1 = Double(column) + u1
                        let y0 = Double(row) + v0, y1 = Double(row) + v1
                        result.append(DisplayList.MeshPatch(
                            net: Self.subNet(net, u: (u0, u1), v: (v0, v1)),
                            cornerColors: [color(x: x0, y: y0), color(x: x1, y: y0),
                                           color(x: x1, y: y1), color(x: x0, y: y1)]))
                    }
                }
            }
        }
        return result
    }

    /// The position of vertex (`column`, `row`) or one of its control points
    /// (0 position, 1 leading, 2 top, 3 trailing, 4 bottom).
    private func point(_ column: Int, _ row: Int, _ part: Int) -> CGPoint {
        points[(row * width + column) * 5 + part]
    }

    /// The tensor control net of cell (`column`, `row`): its edges from the vertices' control
    /// points, its inner points those of the Coons patch the edges bound (cairo's formula:
    /// P11 = (−4·P00 + 6·(P01 + P10) − 2·(P03 + P30) + 3·(P31 + P13) − P33) / 9, and symmetrically).
    private func coonsNet(column: Int, row: Int) -> [CGPoint] {
        let (c, r) = (column, row)
        var n = [CGPoint](repeating: .zero, count: 16)
        n[0] = point(c, r, 0); n[1] = point(c, r, 3); n[2] = point(c + 1, r, 1); n[3] = point(c + 1, r, 0)
        n[7] = point(c + 1, r, 4); n[11] = point(c + 1, r + 1, 2); n[15] = point(c + 1, r + 1, 0)
        n[14] = point(c + 1, r + 1, 1); n[13] = point(c, r + 1, 3); n[12] = point(c, r + 1, 0)
        n[8] = point(c, r + 1, 2); n[4] = point(c, r, 4)
        func inner(_ corner: Int, _ a: Int, _ b: Int, _ far1: Int, _ far2: Int, _ e1: Int, _ e2: Int, _ opposite: Int) -> CGPoint {
            func combine(_ k: (CGPoint) -> CGFloat) -> CGFloat {
                (-4 * k(n[corner]) + 6 * (k(n[a]) + k(n[b])) - 2 * (k(n[far1]) + k(n[far2]))
                 + 3 * (k(n[e1]) + k(n[e2])) - k(n[opposite])) / 9
            }
            return CGPoint(x: combine { $0.x }, y: combine { $0.y })
        }
        n[5] = inner(0, 1, 4, 3, 12, 13, 7, 15)
        n[6] = inner(3, 2, 7, 0, 15, 14, 4, 12)
        n[9] = inner(12, 13, 8, 15, 0, 11, 1, 3)
        n[10] = inner(15, 14, 11, 12, 3, 8, 2, 0)
        return n
    }

    /// The control net of the part u0...u1 × v0...v1 of the patch with net `net` (exact: a
    /// cubic's piece is a cubic whose controls are the blossoms at the end parameters).
    static func subNet(_ net: [CGPoint], u: (Double, Double), v: (Double, Double)) -> [CGPoint] {
        func piece(_ b: [CGPoint], _ t: (Double, Double)) -> [CGPoint] {
            [blossom(b, t.0, t.0, t.0), blossom(b, t.0, t.0, t.1), blossom(b, t.0, t.1, t.1), blossom(b, t.1, t.1, t.1)]
        }
        var rows: [CGPoint] = []
        rows.reserveCapacity(16)
        for r in 0..<4 { rows += piece(Array(net[(r * 4)..<(r * 4 + 4)]), u) }
        var result = [CGPoint](repeating: .zero, count: 16)
        for c in 0..<4 {
            let column = piece([rows[c], rows[4 + c], rows[8 + c], rows[12 + c]], v)
            for r in 0..<4 { result[r * 4 + c] = column[r] }
        }
        return result
    }

    /// The blossom of the cubic with controls `b` at (t1, t2, t3): de Casteljau with a different parameter per level.
    private static func blossom(_ b: [CGPoint], _ t1: Double, _ t2: Double, _ t3: Double) -> CGPoint {
        func lerp(_ p: CGPoint, _ q: CGPoint, _ t: Double) -> CGPoint {
            CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
        }
        let a = [lerp(b[0], b[1], t1), lerp(b[1], b[2], t1), lerp(b[2], b[3], t1)]
        let c = [lerp(a[0], a[1], t2), lerp(a[1], a[2], t2)]
        return lerp(c[0], c[1], t3)
    }
}
