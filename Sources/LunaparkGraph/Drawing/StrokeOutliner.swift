import Foundation
import LunaparkCore

/// Builds `Path.strokedPath(_:)`: polygons for the pieces of a stroke (one per
/// straight piece, join and cap), each wound the same way (positive signed
/// area in y-down coordinates) so that a non-zero fill covers their union.
struct StrokeOutliner {
    let style: StrokeStyle
    /// Half the line width, in points.
    let halfWidth: Double
    private(set) var path = Path()

    init(style: StrokeStyle, halfWidth: Double) {
        self.style = style
        self.halfWidth = halfWidth
    }

    /// An open polyline: pieces, joins at inner corners, caps at both ends. A single point gets its caps
    /// only (a round or square dot, as Core Graphics draws a zero-length line).
    mutating func addOpen(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        if points.count == 1 {
            addCap(at: first, direction: Vector(x: 1, y: 0), isStart: true)
            addCap(at: first, direction: Vector(x: 1, y: 0), isStart: false)
            return
        }
        addPieces(points)
        for i in 1 ..< points.count - 1 { addJoin(points[i - 1], points[i], points[i + 1]) }
        addCap(at: first, direction: Vector(from: first, to: points[1]).unit, isStart: true)
        let last = points[points.count - 1]
        addCap(at: last, direction: Vector(from: points[points.count - 2], to: last).unit, isStart: false)
    }

    /// A closed polyline (its last point equals its first): pieces and a join at every corner.
    mutating func addClosed(_ points: [CGPoint]) {
        addPieces(points)
        let corners = Array(points.dropLast())
        for i in corners.indices {
            addJoin(corners[(i + corners.count - 1) % corners.count], corners[i], corners[(i + 1) % corners.count])
        }
    }

    private mutating func addPieces(_ points: [CGPoint]) {
        for (a, b) in zip(points, points.dropFirst()) {
            let normal = Vector(from: a, to: b).unit.perpendicular * halfWidth
            addPolygon([a + normal, b + normal, b - normal, a - normal])
        }
    }

    /// The join at `corner` between the pieces from `before` and to `after`, on the outer side of the turn.
    private mutating func addJoin(_ before: CGPoint, _ corner: CGPoint, _ after: CGPoint) {
        let incoming = Vector(from: before, to: corner).unit, outgoing = Vector(from: corner, to: after).unit
        let turn = incoming.x * outgoing.y - incoming.y * outgoing.x
        let straight = incoming.x * outgoing.x + incoming.y * outgoing.y
        if abs(turn) < 1e-9 && straight > 0 { return }
        if style.lineJoin == .round { return addCircle(at: corner) }
        let side = turn > 0 ? -1.0 : 1.0
        let n1 = incoming.perpendicular * (halfWidth * side), n2 = outgoing.perpendicular * (halfWidth * side)
        let bisector = n1 + n2
        let bisectorLength = bisector.length
        // Miter length over line width is 1 / sin(angle between the pieces / 2) = 2h / |n1 + n2|.
        if style.lineJoin == .miter, bisectorLength > 1e-9,
           2 * halfWidth / bisectorLength <= Double(max(style.miterLimit, 1)) {
            let tip = bisector * (2 * halfWidth * halfWidth / (bisectorLength * bisectorLength))
            addPolygon([corner, corner + n1, corner + tip, corner + n2])
        } else {
            addPolygon([corner, corner + n1, corner + n2])
        }
    }

    /// The cap at an end of an open polyline; `direction` is the unit direction of travel there.
    private mutating func addCap(at point: CGPoint, direction: Vector, isStart: Bool) {
        switch style.lineCap {
        case .butt: return
        case .round: addCircle(at: point)
        case .square:
            let along = direction * (isStart ? -halfWidth : halfWidth)
            let across = direction.perpendicular * halfWidth
            addPolygon([point + across, point + across + along, point - across + along, point - across])
        }
    }

    /// A circle of the half width, as a polygon whose chords stay within 0.05 point of the arc.
    private mutating func addCircle(at center: CGPoint) {
        let steps = min(max(Int((Double.pi / acos(max(1 - 0.05 / halfWidth, -1))).rounded(.up)), 8), 256)
        addPolygon((0..<steps).map { i in
            let angle = 2 * Double.pi * Double(i) / Double(steps)
            return center + Vector(x: cos(angle), y: sin(angle)) * halfWidth
        })
    }

    private mutating func addPolygon(_ corners: [CGPoint]) {
        var area = 0.0
        for (a, b) in zip(corners, corners.dropFirst() + corners.prefix(1)) {
            area += Double(a.x) * Double(b.y) - Double(b.x) * Double(a.y)
        }
        guard abs(area) > 1e-12 else { return }
        path.addLines(area > 0 ? corners : corners.reversed())
        path.closeSubpath()
    }

    /// A 2D vector in doubles.
    struct Vector {
        var x: Double
        var y: Double

        init(x: Double, y: Double) { self.x = x; self.y = y }
        init(from a: CGPoint, to b: CGPoint) { x = Double(b.x - a.x); y = Double(b.y - a.y) }

        var length: Double { hypot(x, y) }
        /// This vector scaled to length 1 (zero stays zero).
        var unit: Vector { let l = length; return l > 0 ? Vector(x: x / l, y: y / l) : self }
        /// Turned a quarter: (-y, x).
        var perpendicular: Vector { Vector(x: -y, y: x) }

        static func * (v: Vector, k: Double) -> Vector { Vector(x: v.x * k, y: v.y * k) }
        static func + (a: Vector, b: Vector) -> Vector { Vector(x: a.x + b.x, y: a.y + b.y) }
        static func + (p: CGPoint, v: Vector) -> CGPoint { CGPoint(x: Double(p.x) + v.x, y: Double(p.y) + v.y) }
        static func - (p: CGPoint, v: Vector) -> CGPoint { CGPoint(x: Double(p.x) - v.x, y: Double(p.y) - v.y) }
    }
}
