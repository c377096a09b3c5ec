import Foundation
import LunaparkCore

/// How one axis of a scroll view moves on its own, after a drag or a wheel turn: a glide that
/// decelerates, and a spring that takes the offset to a target (an edge the content was pulled
/// or glided past: the rubber band; or where the wheel sent it). Pure: time is an argument.
///
/// The glide follows UIScrollView's normal deceleration: the speed is multiplied by
/// `decelerationRate` (0.998) every millisecond, so `v(t) = v0 e^(kt)` with
/// `k = 1000 ln 0.998 = -2.002 /s` and `x(t) = x0 + v0 (e^(kt) - 1) / k`: a flick at
/// 1000 pt/s travels 1000 / 2.002 = 499.5 points in all, 86 % of it in the first second.
/// It ends when the speed drops below `restingSpeed`. A glide that reaches an edge of
/// `bounds` turns, at that moment, into the edge spring with the speed it had there, which
/// carries the content past the edge and back (critically damped, response 0.4 s: a glide
/// reaching the edge at 1000 pt/s overshoots by `v / (ωe)` = 1000 / (15.7 × 2.718) = 23 pt).
struct ScrollAxisMotion {
    /// Multiplied into the glide's speed every millisecond (UIScrollView.DecelerationRate.normal).
    static let decelerationRate = 0.998
    /// `k` of `v(t) = v0 e^(kt)`, per second.
    static let decay = 1000 * log(decelerationRate)
    /// Points per second below which a glide or a spring counts as stopped.
    static let restingSpeed: CGFloat = 8
    /// Points from its target within which a slow spring counts as arrived.
    static let restingDistance: CGFloat = 0.25
    /// The spring that brings content pulled past an edge back to it.
    static let edgeSpring = Spring(response: 0.4, dampingRatio: 1)

    enum Phase: Equatable {
        /// Gliding from `start` at `velocity` (points/s, along increasing offsets) since `time`.
        case gliding(start: CGFloat, velocity: CGFloat, time: TimeInterval)
        /// Springing from `start` with `velocity` since `time` towards `target`.
        case springing(start: CGFloat, velocity: CGFloat, time: TimeInterval, target: CGFloat, spring: Spring)
    }

    private(set) var phase: Phase
    /// The offsets the content may rest at (0...content size - viewport size).
    let bounds: ClosedRange<CGFloat>

    /// The motion of content released at `position` moving at `velocity` (points/s) at `time`:
    /// a spring back to the nearest edge when it is past one, else a glide; nil when it is
    /// within bounds and slower than `restingSpeed` (it stays where it is).
    init?(releasedAt position: CGFloat, velocity: CGFloat, bounds: ClosedRange<CGFloat>, time: TimeInterval) {
        self.bounds = bounds
        let nearest = min(max(position, bounds.lowerBound), bounds.upperBound)
        if nearest != position {
            phase = .springing(start: position, velocity: velocity, time: time, target: nearest, spring: Self.edgeSpring)
        } else if abs(velocity) >= Self.restingSpeed {
            phase = .gliding(start: position, velocity: velocity, time: time)
        } else {
            return nil
        }
    }

    /// A spring from `position` (moving at `velocity`) to `target` clamped to `bounds`.
    init(springFrom position: CGFloat, velocity: CGFloat, to target: CGFloat, spring: Spring,
         bounds: ClosedRange<CGFloat>, time: TimeInterval) {
        self.bounds = bounds
        let clamped = min(max(target, bounds.lowerBound), bounds.upperBound)
        phase = .springing(start: position, velocity: velocity, time: time, target: clamped, spring: spring)
    }

    /// Where the spring or the glide is headed: the spring's target, or the glide's end.
    var destination: CGFloat {
        switch phase {
        case .gliding(let start, let velocity, _):
            return min(max(start - velocity / CGFloat(Self.decay), bounds.lowerBound), bounds.upperBound)
        case .springing(_, _, _, let target, _):
            return target
        }
    }

    /// The offset and speed at `time` (not earlier than the phase's start), and whether the
    /// motion has come to rest there. A glide that has passed an edge by `time` becomes the
    /// edge spring (this value changes then).
    mutating func sample(at time: TimeInterval) -> (position: CGFloat, velocity: CGFloat, isFinished: Bool) {
        switch phase {
        case .gliding(let start, let v0, let t0):
            let k = Self.decay
            let t = max(0, time - t0)
            if let crossing = edgeCrossing(start: start, velocity: v0), crossing.time <= t {
                phase = .springing(start: crossing.edge, velocity: v0 * CGFloat(exp(k * crossing.time)),
                                   time: t0 + crossing.time, target: crossing.edge, spring: Self.edgeSpring)
                return sample(at: time)
            }
            let decay = CGFloat(exp(k * t))
            let velocity = v0 * decay
            let position = start + v0 * (decay - 1) / CGFloat(k)
            return (position, velocity, abs(velocity) < Self.restingSpeed)
        case .springing(let start, let v0, let t0, let target, let spring):
            let t = max(0, time - t0)
            let position = start + spring.value(target: target - start, initialVelocity: v0, time: t)
            let velocity = spring.velocity(target: target - start, initialVelocity: v0, time: t)
            if abs(position - target) < Self.restingDistance && abs(velocity) < Self.restingSpeed {
                return (target, 0, true)
            }
            return (position, velocity, false)
        }
    }

    /// When (seconds after its start) and at which edge a glide leaves `bounds`, or nil if it
    /// stops inside: `x(t) = b` gives `e^(kt) = 1 + k (b - x0) / v0`, a time when that is in (0, 1].
    private func edgeCrossing(start: CGFloat, velocity: CGFloat) -> (time: TimeInterval, edge: CGFloat)? {
        guard velocity != 0 else { return nil }
        let edge = velocity > 0 ? bounds.upperBound : bounds.lowerBound
        let factor = 1 + Self.decay * Double(edge - start) / Double(velocity)
        guard factor > 0, factor <= 1 else { return nil }
        return (log(factor) / Self.decay, edge)
    }

    /// Where content dragged to `raw` (an offset past an edge of `bounds` or not) is shown:
    /// past an edge it follows the pointer less and less, `b + (1 - 1 / (0.55 x / d + 1)) d`
    /// for `x` points beyond the edge and a viewport of `d` points (the rubber band of
    /// UIScrollView as commonly measured: never further than `d` past the edge).
    static func rubberBanded(_ raw: CGFloat, bounds: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        let d = max(1, dimension)
        func band(_ x: CGFloat) -> CGFloat { (1 - 1 / (0.55 * x / d + 1)) * d }
        if raw < bounds.lowerBound { return bounds.lowerBound - band(bounds.lowerBound - raw) }
        if raw > bounds.upperBound { return bounds.upperBound + band(raw - bounds.upperBound) }
        return raw
    }
}
