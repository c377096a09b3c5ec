import Foundation
import LunaparkCore

extension Path {
    /// Whether `point` lies inside the area a fill of this path would cover
    /// (for hit testing). Open subpaths count as closed by a straight line, as
    /// when filling. `eoFill` selects the even-odd rule instead of non-zero winding.
    ///
    /// Curves are flattened to within 0.01 point first, so a point closer than
    /// that to a curved edge may be classified either way; points exactly on a
    /// straight edge count as inside on the top/left edges of an axis-aligned
    /// rectangle and outside on the bottom/right ones (the half-open rule
    /// pixels use).
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        let px = Double(point.x), py = Double(point.y)
        var winding = 0
        // Crossing test of Dan Sunday ("Inclusion of a point in a polygon",
        // 2001): an upward edge crossing the horizontal ray to the right of
        // the point adds 1, a downward one subtracts 1.
        func edge(_ a: CGPoint, _ b: CGPoint) {
            let (ax, ay, bx, by) = (Double(a.x), Double(a.y), Double(b.x), Double(b.y))
            if ay <= py {
                if by > py && cross(ax, ay, bx, by) > 0 { winding += 1 }
            } else if by <= py && cross(ax, ay, bx, by) < 0 {
                winding -= 1
            }
        }
        // > 0 when the point is left of a→b (in y-up terms; the sign convention only needs to be consistent).
        func cross(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) -> Double {
            (bx - ax) * (py - ay) - (px - ax) * (by - ay)
        }
        for subpath in subpaths {
            var last = subpath.start
            for segment in subpath.segments {
                let steps = segment.flatteningSteps(tolerance: 0.01)
                for i in 1...steps {
                    let next = i == steps ? segment.end : segment.point(at: Double(i) / Double(steps))
                    edge(last, next)
                    last = next
                }
            }
            if last != subpath.start { edge(last, subpath.start) }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }
}
