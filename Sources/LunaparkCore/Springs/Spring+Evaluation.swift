import Foundation

/// Closed-form motion of the spring.
///
/// With x the displacement from the target, m·x'' + c·x' + k·x = 0 has, for
/// x(0) = x₀ and x'(0) = v₀, α = ζω₀ and ω = ω₀√|1 - ζ²| (any textbook on the
/// damped harmonic oscillator, e.g. Landau & Lifshitz, Mechanics §25):
///
///     x(t)  = e^(-αt)·[ x₀·C(t) + (v₀ + α·x₀)·S(t) ]
///     x'(t) = e^(-αt)·[ v₀·C(t) - (α·v₀ + ω₀²·x₀)·S(t) ]
///
/// where C(t) = cos ωt and S(t) = sin(ωt)/ω when under-damped (ζ < 1),
/// C = 1 and S = t when critically damped (ζ = 1), and C = cosh ωt,
/// S = sinh(ωt)/ω when over-damped (ζ > 1). Writing S as sin(ωt)/ω keeps
/// the formulas accurate as ζ approaches 1 from either side.
///
/// The public functions animate from 0 towards `target`: x₀ = -target, so
/// value = target + x(t) = target·(1 - e^(-αt)(C + αS)) + v₀·e^(-αt)S and
/// velocity = target·ω₀²·e^(-αt)S + v₀·e^(-αt)(C - αS). The four scalar
/// factors depend only on the spring and t, so any `VectorArithmetic`
/// value costs two `scaled(by:)` and one addition.
extension Spring {
    /// The scalar factors of the solution at `time`:
    /// value = target·p + v₀·q, velocity = target·r + v₀·s.
    @inlinable
    func factors(time: TimeInterval) -> (p: Double, q: Double, r: Double, s: Double) {
        let t = time > 0 ? time : 0
        guard naturalFrequency.isFinite else { return (1, 0, 0, 0) }
        let alpha = decay
        let w0 = naturalFrequency
        let eC: Double, eS: Double   // e^(-αt)·C(t) and e^(-αt)·S(t)
        if ratio < 1 {
            let w = dampedFrequency
            let e = exp(-alpha * t)
            eC = e * cos(w * t)
            eS = e * sin(w * t) / w
        } else if ratio == 1 {
            let e = exp(-w0 * t)
            eC = e
            eS = e * t
        } else {
            // e^(-αt)cosh ωt = (e1 + e2)/2 and e^(-αt)sinh ωt = (e1 - e2)/2 with
            // e1 = e^((ω-α)t), e2 = e^(-(ω+α)t); expm1 avoids cancellation for small ωt.
            let w = dampedFrequency
            let e1 = exp((w - alpha) * t)
            let e2 = exp(-(w + alpha) * t)
            let wt2 = 2 * w * t
            let difference = wt2 < 1 ? e2 * expm1(wt2) : e1 - e2
            eC = (e1 + e2) / 2
            eS = difference / (2 * w)
        }
        return (1 - eC - alpha * eS, eS, w0 * w0 * eS, eC - alpha * eS)
    }

    /// The spring's value at `time` seconds when it moves from 0 towards
    /// `target`, starting with `initialVelocity` (units of the value per second).
    ///
    /// At time 0 the value is 0; it approaches `target` (overshooting when
    /// under-damped). Negative times count as 0. Animating from `a` to `b` is
    /// `a + value(target: b - a, …)`.
    @inlinable
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let f = factors(time: time)
        return target.scaled(by: f.p) + initialVelocity.scaled(by: f.q)
    }

    /// The spring's velocity (units of the value per second) at `time` seconds
    /// when it moves from 0 towards `target` with `initialVelocity`: the exact
    /// derivative of `value(target:initialVelocity:time:)`.
    @inlinable
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let f = factors(time: time)
        return target.scaled(by: f.r) + initialVelocity.scaled(by: f.s)
    }

    /// The spring's value at `time` seconds when it moves from `fromValue` to `toValue`
    /// starting with `initialVelocity` (SwiftUI's `value(fromValue:toValue:initialVelocity:time:)`):
    /// `fromValue + value(target: toValue − fromValue, …)`.
    @inlinable
    public func value<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        fromValue + value(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// The spring's velocity at `time` seconds when it moves from `fromValue` to `toValue`
    /// (SwiftUI's `velocity(fromValue:toValue:initialVelocity:time:)`).
    @inlinable
    public func velocity<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        velocity(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// Advances a spring by `deltaTime` seconds: `value` and `velocity` are
    /// replaced by the exact state of the spring pulling towards `target`.
    /// Repeated calls give the same result whatever the step sizes.
    @inlinable
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let remaining = target - value
        let f = factors(time: deltaTime)
        value += remaining.scaled(by: f.p) + velocity.scaled(by: f.q)
        velocity = remaining.scaled(by: f.r) + velocity.scaled(by: f.s)
    }

    /// The force on a value at `position` moving with `velocity` towards
    /// `target`: k·(target - position) - c·velocity (Hooke's law plus viscous
    /// friction), in units of the value per second² times the mass.
    @inlinable
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
    }

    /// The time in seconds after which a motion from 0 towards `target`,
    /// starting with `initialVelocity`, stays within `epsilon` (in units of
    /// the value, measured as Euclidean distance √magnitudeSquared) of the
    /// target for good.
    ///
    /// Returns 0 when the motion never leaves that neighbourhood, `.infinity`
    /// for an undamped spring or a non-positive epsilon. The search first
    /// bounds the distance by a decaying envelope (|x| ≤ e^(-αt)(|x₀| +
    /// (|v₀| + α|x₀|)·min(t, 1/ω)) when under-damped, the analogous sums
    /// otherwise), then scans the true distance below that bound in steps of
    /// duration/64 and bisects the last crossing to 1e-9 s. Oscillations
    /// shorter than the step may be missed.
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> TimeInterval {
        guard naturalFrequency.isFinite else { return 0 }
        let x0 = target.magnitudeSquared.squareRoot()
        let v0 = initialVelocity.magnitudeSquared.squareRoot()
        if x0 == 0 && v0 == 0 { return 0 }
        guard epsilon > 0 else { return .infinity }
        guard decay > 0 else { return .infinity }

        let alpha = decay, w = dampedFrequency
        func bound(_ t: Double) -> Double {
            if ratio < 1 {
                return exp(-alpha * t) * (x0 + (v0 + alpha * x0) * min(t, 1 / w))
            } else if ratio == 1 {
                return exp(-alpha * t) * (x0 + (v0 + alpha * x0) * t)
            } else {
                let r1 = w - alpha, r2 = -(w + alpha)   // both negative
                let c1 = (v0 + abs(r2) * x0) / (2 * w)
                return c1 * exp(r1 * t) + (x0 + c1) * exp(r2 * t)
            }
        }
        func distance(_ t: Double) -> Double {
            let f = factors(time: t)
            return (target.scaled(by: f.p - 1) + initialVelocity.scaled(by: f.q)).magnitudeSquared.squareRoot()
        }

        // 1. Envelope: the bound decreases for t ≥ 1/α; find where it drops below epsilon.
        var lo = 1 / alpha
        var hi = lo
        var doublings = 0
        while bound(hi) > epsilon && doublings < 200 { lo = hi; hi *= 2; doublings += 1 }
        if doublings > 0 {
            for _ in 0..<100 where hi - lo > 1e-12 * hi {
                let mid = (lo + hi) / 2
                if bound(mid) > epsilon { lo = mid } else { hi = mid }
            }
        }
        let envelope = hi

        // 2. Scan the true distance up to the envelope for the last time it exceeds epsilon.
        let step = min(duration / 64, envelope / 64)
        var lastAbove = -1.0
        var t = 0.0
        var samples = 0
        while t <= envelope && samples < 1_000_000 {
            if distance(t) > epsilon { lastAbove = t }
            t += step
            samples += 1
        }
        if lastAbove < 0 { return 0 }

        // 3. Bisect the crossing after the last sample above epsilon.
        var a = lastAbove, b = min(lastAbove + step, envelope)
        if distance(b) > epsilon { return b }
        for _ in 0..<100 where b - a > 1e-9 {
            let mid = (a + b) / 2
            if distance(mid) > epsilon { a = mid } else { b = mid }
        }
        return b
    }
}
