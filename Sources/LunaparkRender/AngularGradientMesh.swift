import CPangoCairo
import Foundation
import LunaparkCore
import LunaparkGraph

/// An angular (conic) gradient as a cairo mesh pattern.
///
/// cairo 1.16 has no conic gradient (it arrived in no cairo release; pixman
/// has one but cairo does not expose it), so the circle is cut into thin
/// sectors, each a Coons patch (cairo's mesh pattern, `cairo_pattern_create_mesh`)
/// with its two centre corners coincident: colours then vary only with the
/// angle. Sectors break at every stop and are at most 10° wide, so colours
/// interpolate piecewise-linearly in angle like SwiftUI's `AngularGradient`,
/// and the arc side (a cubic with the 4/3·tan(θ/4) control distance) is
/// within 3·10⁻⁷ of the circle.
///
/// Angles grow clockwise on a y-down screen from the +x axis. As SwiftUI
/// documents for `AngularGradient`: when `endAngle − startAngle` is under a full
/// turn, the missing sector is filled with the colour at location 1 for its
/// first half and the colour at location 0 for its second; when it is more
/// than a turn, only the last full turn (ending at `endAngle`) is drawn.
struct AngularGradientMesh {
    var stops: [DisplayList.GradientStop]
    var center: CGPoint
    var startAngle: Angle
    var endAngle: Angle

    /// Widest sector, in radians.
    private static let maximumSector = Double.pi / 18

    /// The mesh, reaching past every corner of `coverage` (user space).
    func pattern(covering coverage: CGRect) -> CairoPattern {
        let pattern = CairoPattern(adopting: cairo_pattern_create_mesh()!)
        let sorted = stops.sortedByLocation
        let corners = [CGPoint(x: coverage.minX, y: coverage.minY), CGPoint(x: coverage.maxX, y: coverage.minY),
                       CGPoint(x: coverage.minX, y: coverage.maxY), CGPoint(x: coverage.maxX, y: coverage.maxY)]
        let radius = corners.map { hypot(Double($0.x - center.x), Double($0.y - center.y)) }.max()! + 2
        guard !sorted.isEmpty, radius.isFinite else { return pattern }

        let start = startAngle.radians, end = endAngle.radians
        let span = end - start
        // The drawn turn: [end − 2π, end] when the span exceeds a turn, else [start, end].
        let first = span > 2 * .pi ? end - 2 * .pi : start
        if span > 0 {
            // Break at every stop inside the drawn range, then subdivide.
            var breaks = [first, end]
            for stop in sorted {
                let angle = start + stop.location * span
                if angle > first && angle < end { breaks.append(angle) }
            }
            breaks.sort()
            for (a0, a1) in zip(breaks, breaks.dropFirst()) where a1 > a0 {
                // Colours just inside the sector, so coincident stops make a hard edge.
                let c0 = color(at: (a0 - start) / span, after: true, sorted)
                let c1 = color(at: (a1 - start) / span, after: false, sorted)
                addSectors(to: pattern, from: a0, to: a1, radius: radius, colors: (c0, c1))
            }
        }
        let drawn = max(span, 0)
        if drawn < 2 * .pi {
            // The missing sector: half the location-1 colour, half the location-0 colour.
            let missing = 2 * .pi - drawn
            let last = color(at: 1, after: true, sorted), firstColor = color(at: 0, after: false, sorted)
            let base = span > 0 ? end : start
            let middle = base + missing / 2
            addSectors(to: pattern, from: base, to: middle, radius: radius, colors: (last, last))
            addSectors(to: pattern, from: middle, to: base + missing, radius: radius, colors: (firstColor, firstColor))
        }
        return pattern
    }

    /// The colour at `location`, linear between neighbouring stops, the end
    /// stops' colours beyond them. At a location shared by several stops,
    /// `after` picks the last of them (else the first).
    private func color(at location: Double, after: Bool, _ sorted: [DisplayList.GradientStop]) -> Color.Resolved {
        let first = sorted.first!, last = sorted.last!
        if location < first.location { return first.color }
        if location > last.location { return last.color }
        if let exact = after ? sorted.lastIndex(where: { $0.location == location })
                             : sorted.firstIndex(where: { $0.location == location }) {
            return sorted[exact].color
        }
        let upperIndex = sorted.firstIndex { $0.location > location }!
        let upper = sorted[upperIndex], lower = sorted[upperIndex - 1]
        let f = Float((location - lower.location) / (upper.location - lower.location))
        return Self.mix(lower.color, upper.color, f)
    }

    /// Adds patches covering angles a0...a1, colours interpolated linearly in angle.
    private func addSectors(to pattern: CairoPattern, from a0: Double, to a1: Double, radius: Double,
                            colors: (Color.Resolved, Color.Resolved)) {
        guard a1 > a0 else { return }
        let count = Int(((a1 - a0) / Self.maximumSector).rounded(.up))
        let step = (a1 - a0) / Double(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        let cx = Double(center.x), cy = Double(center.y)
        let p = pattern.pointer
        for i in 0..<count {
            let s0 = a0 + step * Double(i), s1 = i == count - 1 ? a1 : s0 + step
            let f0 = Float((s0 - a0) / (a1 - a0)), f1 = Float((s1 - a0) / (a1 - a0))
            let colorStart = Self.mix(colors.0, colors.1, f0), colorEnd = Self.mix(colors.0, colors.1, f1)
            let (sin0, cos0, sin1, cos1) = (sin(s0), cos(s0), sin(s1), cos(s1))
            cairo_mesh_pattern_begin_patch(p)
            cairo_mesh_pattern_move_to(p, cx, cy)
            cairo_mesh_pattern_line_to(p, cx + radius * cos0, cy + radius * sin0)
            cairo_mesh_pattern_curve_to(p, cx + radius * (cos0 - k * sin0), cy + radius * (sin0 + k * cos0),
                                        cx + radius * (cos1 + k * sin1), cy + radius * (sin1 - k * cos1),
                                        cx + radius * cos1, cy + radius * sin1)
            cairo_mesh_pattern_line_to(p, cx, cy)
            for (corner, color) in [(0, colorStart), (1, colorStart), (2, colorEnd), (3, colorEnd)] {
                cairo_mesh_pattern_set_corner_color_rgba(p, UInt32(corner), Double(color.red), Double(color.green),
                                                         Double(color.blue), Double(color.opacity))
            }
            cairo_mesh_pattern_end_patch(p)
        }
    }

    private static func mix(_ a: Color.Resolved, _ b: Color.Resolved, _ f: Float) -> Color.Resolved {
        Color.Resolved(red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
                       blue: a.blue + (b.blue - a.blue) * f, opacity: a.opacity + (b.opacity - a.opacity) * f)
    }
}
