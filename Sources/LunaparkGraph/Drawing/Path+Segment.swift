import Foundation
import LunaparkCore

extension Path {
    /// One drawn piece of a path with its start point made explicit, for
    /// geometry (bounds, length, trimming, hit testing). Internal.
    enum Segment: Equatable {
        case line(CGPoint, CGPoint)
        case quad(CGPoint, CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint, CGPoint)

        var start: CGPoint {
            switch self {
            case .line(let p, _), .quad(let p, _, _), .cubic(let p, _, _, _): p
            }
        }

        var end: CGPoint {
            switch self {
            case .line(_, let p), .quad(_, _, let p), .cubic(_, _, _, let p): p
            }
        }

        /// The point at parameter `t` in 0...1 (Bernstein form).
        func point(at t: Double) -> CGPoint {
            let u = 1 - t
            switch self {
            case .line(let a, let b):
                return CGPoint(x: u * a.x + t * b.x, y: u * a.y + t * b.y)
            case .quad(let a, let c, let b):
                let (w0, w1, w2) = (u * u, 2 * u * t, t * t)
                return CGPoint(x: w0 * a.x + w1 * c.x + w2 * b.x, y: w0 * a.y + w1 * c.y + w2 * b.y)
            case .cubic(let a, let c1, let c2, let b):
                let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                return CGPoint(x: w0 * a.x + w1 * c1.x + w2 * c2.x + w3 * b.x,
                               y: w0 * a.y + w1 * c1.y + w2 * c2.y + w3 * b.y)
            }
        }

        /// The speed |dP/dt| at parameter `t`.
        func speed(at t: Double) -> Double {
            let u = 1 - t
            let dx: Double, dy: Double
            switch self {
            case .line(let a, let b):
                (dx, dy) = (b.x - a.x, b.y - a.y)
            case .quad(let a, let c, let b):
                dx = 2 * (u * (c.x - a.x) + t * (b.x - c.x))
                dy = 2 * (u * (c.y - a.y) + t * (b.y - c.y))
            case .cubic(let a, let c1, let c2, let b):
                dx = 3 * (u * u * (c1.x - a.x) + 2 * u * t * (c2.x - c1.x) + t * t * (b.x - c2.x))
                dy = 3 * (u * u * (c1.y - a.y) + 2 * u * t * (c2.y - c1.y) + t * t * (b.y - c2.y))
            }
            return (dx * dx + dy * dy).squareRoot()
        }

        /// The arc length between parameters `t0` and `t1`: exact for lines,
        /// 8-point Gauss–Legendre quadrature of the speed on each of 4 equal
        /// sub-intervals for curves (abscissae and weights from Abramowitz &
        /// Stegun, table 25.4). Far below a thousandth of a point for
        /// the curves of UI shapes.
        func length(from t0: Double = 0, to t1: Double = 1) -> Double {
            if case .line(let a, let b) = self {
                return (t1 - t0) * hypot(b.x - a.x, b.y - a.y)
            }
            let pieces = 4
            let h = (t1 - t0) / Double(pieces)
            var total = 0.0
            for i in 0..<pieces {
                let mid = t0 + h * (Double(i) + 0.5)
                for (x, w) in Self.gauss8 {
                    total += w * speed(at: mid + x * h / 2) * h / 2
                    total += w * speed(at: mid - x * h / 2) * h / 2
                }
            }
            return total
        }

        /// The positive Gauss–Legendre abscissae and weights for n = 8.
        private static let gauss8: [(Double, Double)] = [
            (0.183_434_642_495_649_8, 0.362_683_783_378_362_0),
            (0.525_532_409_916_329_0, 0.313_706_645_877_887_3),
            (0.796_666_477_413_626_7, 0.222_381_034_453_374_5),
            (0.960_289_856_497_536_3, 0.101_228_536_290_376_3),
        ]

        /// The parameter at which the arc length from t = 0 reaches `target`
        /// (clamped to the segment): Newton steps on s(t) − target, safeguarded
        /// by bisection.
        func parameter(atLength target: Double, totalLength: Double) -> Double {
            if target <= 0 { return 0 }
            if target >= totalLength { return 1 }
            if case .line = self { return target / totalLength }
            var lo = 0.0, hi = 1.0
            var t = target / totalLength
            for _ in 0..<30 {
                let error = length(to: t) - target
                if abs(error) < 1e-9 * max(1, totalLength) { break }
                if error > 0 { hi = t } else { lo = t }
                let v = speed(at: t)
                var next = v > 0 ? t - error / v : (lo + hi) / 2
                if next <= lo || next >= hi { next = (lo + hi) / 2 }
                t = next
            }
            return t
        }

        /// The part of the segment between parameters `t0` and `t1` (0 ≤ t0 ≤ t1 ≤ 1),
        /// by de Casteljau subdivision (exact: a Bézier restricted to a
        /// sub-interval is a Bézier of the same degree).
        func subsegment(from t0: Double, to t1: Double) -> Segment {
            var segment = self
            if t1 < 1 { segment = segment.split(at: t1).0 }
            if t0 > 0 { segment = segment.split(at: t1 > 0 ? t0 / t1 : 0).1 }
            return segment
        }

        /// The two halves at parameter `t` (de Casteljau's algorithm).
        func split(at t: Double) -> (Segment, Segment) {
            func lerp(_ p: CGPoint, _ q: CGPoint) -> CGPoint {
                CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
            }
            switch self {
            case .line(let a, let b):
                let m = lerp(a, b)
                return (.line(a, m), .line(m, b))
            case .quad(let a, let c, let b):
                let ac = lerp(a, c), cb = lerp(c, b), m = lerp(ac, cb)
                return (.quad(a, ac, m), .quad(m, cb, b))
            case .cubic(let a, let c1, let c2, let b):
                let p01 = lerp(a, c1), p12 = lerp(c1, c2), p23 = lerp(c2, b)
                let p012 = lerp(p01, p12), p123 = lerp(p12, p23)
                let m = lerp(p012, p123)
                return (.cubic(a, p01, p012, m), .cubic(m, p123, p23, b))
            }
        }

        /// The path element drawing this segment from its start.
        var element: Element {
            switch self {
            case .line(_, let b): .line(to: b)
            case .quad(_, let c, let b): .quadCurve(to: b, control: c)
            case .cubic(_, let c1, let c2, let b): .curve(to: b, control1: c1, control2: c2)
            }
        }

        /// Calls `body` with each parameter in (0, 1) where x or y has a local
        /// extremum: roots of the derivative, linear for quadratics and
        /// quadratic for cubics.
        func forEachExtremum(_ body: (Double) -> Void) {
            func report(_ t: Double) { if t > 0 && t < 1 { body(t) } }
            switch self {
            case .line:
                break
            case .quad(let a, let c, let b):
                // d/dt = 2[(c−a) + t(a − 2c + b)] = 0.
                for (p0, p1, p2) in [(a.x, c.x, b.x), (a.y, c.y, b.y)] {
                    let denominator = p0 - 2 * p1 + p2
                    if denominator != 0 { report((p0 - p1) / denominator) }
                }
            case .cubic(let a, let c1, let c2, let b):
                // d/dt ∝ A t² + B t + C with A = −p0 + 3p1 − 3p2 + p3,
                // B = 2(p0 − 2p1 + p2), C = p1 − p0.
                for (p0, p1, p2, p3) in [(a.x, c1.x, c2.x, b.x), (a.y, c1.y, c2.y, b.y)] {
                    let qa = -p0 + 3 * p1 - 3 * p2 + p3
                    let qb = 2 * (p0 - 2 * p1 + p2)
                    let qc = p1 - p0
                    if abs(qa) < 1e-12 {
                        if qb != 0 { report(-qc / qb) }
                    } else {
                        let discriminant = qb * qb - 4 * qa * qc
                        if discriminant >= 0 {
                            let root = discriminant.squareRoot()
                            report((-qb + root) / (2 * qa))
                            report((-qb - root) / (2 * qa))
                        }
                    }
                }
            }
        }

        /// How many equal parameter steps flatten the curve to within
        /// `tolerance` points: for a Bézier of degree n the chord error of m
        /// uniform steps is at most n(n−1)/8 · max|Δ²P| / m² (Wang's formula;
        /// R. Goldman, "Pyramid Algorithms", 2003, §5.6.3).
        func flatteningSteps(tolerance: Double) -> Int {
            let secondDifference: Double
            let degreeFactor: Double
            switch self {
            case .line:
                return 1
            case .quad(let a, let c, let b):
                secondDifference = hypot(a.x - 2 * c.x + b.x, a.y - 2 * c.y + b.y)
                degreeFactor = 2.0 / 8.0
            case .cubic(let a, let c1, let c2, let b):
                secondDifference = max(hypot(a.x - 2 * c1.x + c2.x, a.y - 2 * c1.y + c2.y),
                                       hypot(c1.x - 2 * c2.x + b.x, c1.y - 2 * c2.y + b.y))
                degreeFactor = 6.0 / 8.0
            }
            let steps = (degreeFactor * secondDifference / tolerance).squareRoot().rounded(.up)
            return min(max(Int(steps), 1), 256)
        }
    }

    /// One subpath as segments: where it starts, its segments in order, and
    /// whether it was closed (the closing line is included as a segment then).
    struct Subpath {
        var start: CGPoint
        var segments: [Segment]
        var isClosed: Bool
    }

    /// The path split into subpaths with explicit segment start points. A
    /// subpath with only a move has no segments.
    var subpaths: [Subpath] {
        var result: [Subpath] = []
        var current: Subpath?
        var point = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                if let c = current { result.append(c) }
                current = Subpath(start: p, segments: [], isClosed: false)
                point = p
            case .line(let p):
                current?.segments.append(.line(point, p))
                point = p
            case .quadCurve(let p, let c):
                current?.segments.append(.quad(point, c, p))
                point = p
            case .curve(let p, let c1, let c2):
                current?.segments.append(.cubic(point, c1, c2, p))
                point = p
            case .closeSubpath:
                if var c = current {
                    if point != c.start { c.segments.append(.line(point, c.start)) }
                    c.isClosed = true
                    result.append(c)
                    point = c.start
                }
                current = nil
            }
        }
        if let c = current { result.append(c) }
        return result
    }
}
