import Foundation

/// A unit cubic Bézier from (0, 0) to (1, 1) with two inner control points,
/// evaluated as a function y(x), as in CSS `cubic-bezier()` and Core
/// Animation's `CAMediaTimingFunction`.
///
/// The curve is B(s) = 3(1-s)²s·P1 + 3(1-s)s²·P2 + s³ for s in 0...1, kept in
/// Horner form: x(s) = ((ax·s + bx)·s + cx)·s with cx = 3·P1x,
/// bx = 3·(P2x - P1x) - cx, ax = 1 - cx - bx (likewise for y). To evaluate
/// y at a given x the solver first finds the parameter s with x(s) = x:
/// Newton's method from s = x, falling back to bisection (which always
/// converges because x(s) is monotonic once the x control values are in
/// 0...1). The y control values are unrestricted, so curves may overshoot.
@frozen
@usableFromInline
struct CubicBezierSolver: Hashable, Sendable {
    @usableFromInline let ax: Double, bx: Double, cx: Double
    @usableFromInline let ay: Double, by: Double, cy: Double

    /// How close x(s) must come to the requested x (the issue asks for 1e-7;
    /// Newton's quadratic convergence makes the tighter bound nearly free).
    @usableFromInline static var epsilon: Double { 1e-9 }

    /// A solver for the curve with inner control points `p1` and `p2`. The x
    /// coordinates are clamped to 0...1 so that x(s) is monotonic.
    @usableFromInline
    init(p1x: Double, p1y: Double, p2x: Double, p2y: Double) {
        let x1 = min(max(p1x, 0), 1), x2 = min(max(p2x, 0), 1)
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * p1y
        by = 3 * (p2y - p1y) - cy
        ay = 1 - cy - by
    }

    @inlinable func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    @inlinable func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    @inlinable func sampleDX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
    @inlinable func sampleDY(_ s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }
    @inlinable func sampleDDX(_ s: Double) -> Double { 6 * ax * s + 2 * bx }
    @inlinable func sampleDDY(_ s: Double) -> Double { 6 * ay * s + 2 * by }

    /// The curve parameter s in 0...1 with |x(s) - x| < `epsilon`, for x in 0...1.
    @inlinable
    func parameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = sampleX(s) - x
            if abs(error) < Self.epsilon { return s }
            let slope = sampleDX(s)
            if abs(slope) < 1e-12 { break }
            s -= error / slope
        }
        return bisect(x)
    }

    /// Bisection on 0...1, the slow but certain path when Newton stalls
    /// (flat spots where x'(s) = 0).
    @usableFromInline
    func bisect(_ x: Double) -> Double {
        var lo = 0.0, hi = 1.0
        var s = x
        for _ in 0..<100 {
            let value = sampleX(s)
            if abs(value - x) < Self.epsilon { return s }
            if x > value { lo = s } else { hi = s }
            s = lo + (hi - lo) / 2
        }
        return s
    }

    /// y at `x`, for x in 0...1.
    @inlinable
    func value(atX x: Double) -> Double { sampleY(parameter(forX: x)) }

    /// dy/dx at `x`, for x in 0...1. Where x'(s) vanishes (a control point on
    /// an end point, e.g. ease-out at 0) the slope is the limit, the ratio of
    /// second derivatives (l'Hôpital); a vertical tangent gives ±infinity.
    @inlinable
    func slope(atX x: Double) -> Double {
        let s = parameter(forX: x)
        let dx = sampleDX(s), dy = sampleDY(s)
        if abs(dx) > 1e-12 { return dy / dx }
        if abs(dy) > 1e-12 { return dy > 0 ? .infinity : -.infinity }
        let ddx = sampleDDX(s), ddy = sampleDDY(s)
        return abs(ddx) > 1e-12 ? ddy / ddx : 0
    }
}
