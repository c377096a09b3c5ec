import Foundation
import LunaparkCore

extension Path {
    /// The area a stroke of this path with `style` covers, as a path to fill
    /// with the non-zero rule (SwiftUI's `Path.strokedPath(_:)`): what
    /// `Shape.stroke(style:)` draws, for filling, clipping or hit testing.
    ///
    /// Curves are flattened to within 0.05 point; each straight piece becomes
    /// a rectangle `lineWidth` wide, each corner the join of `style`
    /// (a miter longer than `miterLimit` x `lineWidth` falls back to a bevel,
    /// as in Core Graphics and cairo), each open end its cap, and `dash`
    /// splits the outline into dashes from `dashPhase` on. The pieces overlap
    /// and all wind the same way, so the non-zero fill is their union (the
    /// result is several subpaths, not one traced outline: stroking it again
    /// draws the pieces' inner edges too, where SwiftUI outlines the union). A width that is
    /// zero, negative or not finite gives an empty path; a dash pattern whose
    /// lengths are all zero draws solid.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let halfWidth = Double(style.lineWidth) / 2
        guard halfWidth > 0, halfWidth.isFinite else { return Path() }
        var outliner = StrokeOutliner(style: style, halfWidth: halfWidth)
        for subpath in subpaths where !subpath.segments.isEmpty {
            var points = [subpath.start]
            for segment in subpath.segments {
                let steps = segment.flatteningSteps(tolerance: 0.05)
                for i in 1...steps {
                    let point = i == steps ? segment.end : segment.point(at: Double(i) / Double(steps))
                    if point != points.last { points.append(point) }
                }
            }
            let closed = subpath.isClosed && points.count > 2
            if closed, points.first != points.last { points.append(points[0]) }
            let pattern = style.dash.map { max(Double($0), 0) }
            if pattern.contains(where: { $0 > 0 }) {
                for dash in Self.dashes(of: points, pattern: pattern, phase: Double(style.dashPhase)) {
                    outliner.addOpen(dash)
                }
            } else if closed {
                outliner.addClosed(points)
            } else {
                outliner.addOpen(points)
            }
        }
        return outliner.path
    }

    /// The "on" stretches of the polyline `points` under the dash `pattern` (lengths in points, at least
    /// one positive) started `phase` points into the pattern.
    static func dashes(of points: [CGPoint], pattern: [Double], phase: Double) -> [[CGPoint]] {
        let period = pattern.reduce(0, +)
        var index = 0
        var remaining = pattern[0]
        var offset = phase.truncatingRemainder(dividingBy: period)
        if offset < 0 { offset += period }
        while offset > 0 {
            if offset >= remaining {
                offset -= remaining
                index = (index + 1) % pattern.count
                remaining = pattern[index]
            } else {
                remaining -= offset
                offset = 0
            }
        }
        var result: [[CGPoint]] = []
        var current: [CGPoint] = index % 2 == 0 ? [points[0]] : []
        for (a, b) in zip(points, points.dropFirst()) {
            let length = hypot(Double(b.x - a.x), Double(b.y - a.y))
            var travelled = 0.0
            while length - travelled > remaining {
                travelled += remaining
                let t = travelled / length
                let point = CGPoint(x: Double(a.x) + Double(b.x - a.x) * t, y: Double(a.y) + Double(b.y - a.y) * t)
                if index % 2 == 0 {
                    current.append(point)
                    result.append(current)
                    current = []
                } else {
                    current = [point]
                }
                index = (index + 1) % pattern.count
                remaining = pattern[index]
            }
            remaining -= length - travelled
            if index % 2 == 0 { current.append(b) }
        }
        if index % 2 == 0, current.count > 1 { result.append(current) }
        return result
    }
}
