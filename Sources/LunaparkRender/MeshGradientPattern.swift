import CPangoCairo
import Foundation
import LunaparkCore
import LunaparkGraph

/// A mesh gradient as a cairo mesh pattern (`cairo_pattern_create_mesh`).
///
/// Every patch of `MeshGradientPaint.patches()` becomes a tensor-product patch: its four
/// edges as curves and its four inner control points set explicitly, so the shape is the
/// exact Bézier surface. cairo blends each patch's corner colours bilinearly; smooth and
/// Oklab colours come from the sub-patches `patches()` already cut. A visible background
/// goes in first as one rectangular patch covering `coverage`, so later patches lie on it.
struct MeshGradientPattern {
    var mesh: DisplayList.MeshGradientPaint

    /// The pattern, its background reaching every corner of `coverage` (user space).
    func pattern(covering coverage: CGRect) -> CairoPattern {
        let pattern = CairoPattern(adopting: cairo_pattern_create_mesh()!)
        let p = pattern.pointer
        if mesh.background.opacity > 0, !coverage.isNull, !coverage.isInfinite {
            let r = coverage.insetBy(dx: -1, dy: -1)
            cairo_mesh_pattern_begin_patch(p)
            cairo_mesh_pattern_move_to(p, r.minX, r.minY)
            cairo_mesh_pattern_line_to(p, r.maxX, r.minY)
            cairo_mesh_pattern_line_to(p, r.maxX, r.maxY)
            cairo_mesh_pattern_line_to(p, r.minX, r.maxY)
            cairo_mesh_pattern_line_to(p, r.minX, r.minY)
            for corner in 0..<4 { setColor(mesh.background, corner: corner, of: p) }
            cairo_mesh_pattern_end_patch(p)
        }
        for patch in mesh.patches() {
            let n = patch.net
            guard n.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { continue }
            cairo_mesh_pattern_begin_patch(p)
            cairo_mesh_pattern_move_to(p, n[0].x, n[0].y)
            cairo_mesh_pattern_curve_to(p, n[1].x, n[1].y, n[2].x, n[2].y, n[3].x, n[3].y)
            cairo_mesh_pattern_curve_to(p, n[7].x, n[7].y, n[11].x, n[11].y, n[15].x, n[15].y)
            cairo_mesh_pattern_curve_to(p, n[14].x, n[14].y, n[13].x, n[13].y, n[12].x, n[12].y)
            cairo_mesh_pattern_curve_to(p, n[8].x, n[8].y, n[4].x, n[4].y, n[0].x, n[0].y)
            // cairo's inner point k is the one next to corner k.
            for (k, index) in [5, 6, 10, 9].enumerated() {
                cairo_mesh_pattern_set_control_point(p, UInt32(k), n[index].x, n[index].y)
            }
            for (corner, color) in patch.cornerColors.enumerated() { setColor(color, corner: corner, of: p) }
            cairo_mesh_pattern_end_patch(p)
        }
        return pattern
    }

    private func setColor(_ c: Color.Resolved, corner: Int, of pattern: OpaquePointer) {
        cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), Double(c.red), Double(c.green),
                                                 Double(c.blue), Double(c.opacity))
    }
}
