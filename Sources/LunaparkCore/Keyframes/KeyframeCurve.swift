import Foundation

/// One track's keyframes as a function of time: the value and velocity at any time, computed
/// from the keyframes alone (time is an argument; nothing here reads a clock).
///
/// The track starts at `initial` (time 0, velocity `initialVelocity`); keyframe k's segment
/// runs from Tₖ₋₁ to Tₖ = Tₖ₋₁ + durationₖ, from the value Pₖ₋₁ the previous segment ended on
/// to Pₖ. Before 0 the value is `initial`; after the last segment it stays on the last value.
///
/// Per segment, with s = (t - Tₖ₋₁)/d ∈ 0...1 and d its duration:
/// - linear: P = Pₖ₋₁ + (Pₖ - Pₖ₋₁)·c(s), velocity (Pₖ - Pₖ₋₁)·c'(s)/d for the timing curve c;
/// - spring: P = Pₖ₋₁ + spring(target: Pₖ - Pₖ₋₁, v₀, t - Tₖ₋₁) (`Spring`'s closed form);
/// - cubic Hermite with end velocities v₀, v₁:
///   P = h₀₀(s)·Pₖ₋₁ + h₁₀(s)·d·v₀ + h₀₁(s)·Pₖ + h₁₁(s)·d·v₁, with h₀₀ = 2s³ - 3s² + 1,
///   h₁₀ = s³ - 2s² + s, h₀₁ = -2s³ + 3s², h₁₁ = s³ - s² (P(0) = Pₖ₋₁, P(1) = Pₖ, P'(0) = v₀,
///   P'(1) = v₁);
/// - move: no segment, the value jumps to Pₖ and the velocity is 0.
///
/// A cubic velocity left nil: between two cubic segments meeting at Pₖ it is the non-uniform
/// Catmull-Rom tangent mₖ = (Pₖ₊₁ - Pₖ₋₁)/(Tₖ₊₁ - Tₖ₋₁), the same on both sides, so the
/// velocity is continuous there. At the track's start it is the initial velocity; at its end 0
/// (the motion comes to rest). Next to a linear segment it is that segment's velocity at the
/// shared point; before a spring it is the spring's `startVelocity` if given, else the
/// Catmull-Rom tangent towards the spring's value; after a spring it is the spring's velocity
/// where it was cut; after a move, 0.
public struct KeyframeCurve<Data: VectorArithmetic> {
    struct Segment {
        var start: TimeInterval
        var duration: TimeInterval
        var from: Data
        /// Where the segment ends (a cut spring ends short of its keyframe's value).
        var to: Data
        /// The keyframe's value (a spring pulls towards it).
        var target: Data
        var startVelocity: Data
        var endVelocity: Data
        var interpolation: ResolvedKeyframe<Data>.Interpolation
    }

    /// The value at time 0.
    public let initial: Data
    /// The total duration in seconds: the sum of the keyframes' durations.
    public let duration: TimeInterval
    private let segments: [Segment]

    /// The curve through `keyframes`, starting at `initial` with `initialVelocity` (per second).
    public init(initial: Data, initialVelocity: Data = .zero, keyframes: [ResolvedKeyframe<Data>]) {
        self.initial = initial
        var points: [Data] = [initial]
        var times: [TimeInterval] = [0]
        for keyframe in keyframes {
            points.append(keyframe.to)
            times.append(times.last! + keyframe.duration)
        }
        duration = times.last!
        var segments: [Segment] = []
        var from = initial
        var velocity = initialVelocity
        for (k, keyframe) in keyframes.enumerated() {
            let i = k + 1   // the keyframe's point index
            var segment = Segment(start: times[i - 1], duration: keyframe.duration, from: from, to: keyframe.to,
                                  target: keyframe.to, startVelocity: velocity, endVelocity: .zero, interpolation: keyframe.interpolation)
            switch keyframe.interpolation {
            case .linear(let curve):
                segment.startVelocity = Self.linearVelocity(from: from, to: keyframe.to, duration: keyframe.duration, curve: curve, at: 0)
                segment.endVelocity = Self.linearVelocity(from: from, to: keyframe.to, duration: keyframe.duration, curve: curve, at: 1)
            case .spring(let spring, let start, let settles):
                let v0 = start ?? velocity
                segment.startVelocity = v0
                let t = keyframe.duration
                if settles {
                    segment.endVelocity = .zero
                } else {
                    segment.to = from + spring.value(target: keyframe.to - from, initialVelocity: v0, time: t)
                    segment.endVelocity = spring.velocity(target: keyframe.to - from, initialVelocity: v0, time: t)
                }
            case .cubic(let start, let end):
                let previous = k > 0 ? keyframes[k - 1] : nil
                if let start {
                    segment.startVelocity = start
                } else if case .cubic(_, let previousEnd)? = previous?.interpolation {
                    segment.startVelocity = previousEnd ?? Self.tangent(points: points, times: times, at: i - 1)
                }   // otherwise: the previous segment's end velocity (the initial velocity for the first)
                let next = k + 1 < keyframes.count ? keyframes[k + 1] : nil
                if let end {
                    segment.endVelocity = end
                } else if let next {
                    switch next.interpolation {
                    case .cubic(let nextStart, _):
                        segment.endVelocity = nextStart ?? Self.tangent(points: points, times: times, at: i)
                    case .linear(let curve):
                        segment.endVelocity = Self.linearVelocity(from: keyframe.to, to: next.to, duration: next.duration, curve: curve, at: 0)
                    case .spring(_, let nextStart, _):
                        segment.endVelocity = nextStart ?? Self.tangent(points: points, times: times, at: i)
                    case .move:
                        segment.endVelocity = .zero
                    }
                } else {
                    segment.endVelocity = .zero
                }
            case .move:
                segment.startVelocity = .zero
                segment.endVelocity = .zero
            }
            segments.append(segment)
            from = segment.to
            velocity = segment.endVelocity
        }
        self.segments = segments
    }

    /// A linear segment's velocity at progress `s` (0 for a segment without duration).
    private static func linearVelocity(from: Data, to: Data, duration: TimeInterval, curve: UnitCurve, at s: Double) -> Data {
        guard duration > 0 else { return .zero }
        return (to - from).scaled(by: (curve == .linear ? 1 : curve.velocity(at: s)) / duration)
    }

    /// The Catmull-Rom tangent at point `i`: (Pᵢ₊₁ - Pᵢ₋₁)/(Tᵢ₊₁ - Tᵢ₋₁), 0 when a neighbour is
    /// missing or the two neighbours are at the same time.
    private static func tangent(points: [Data], times: [TimeInterval], at i: Int) -> Data {
        guard i > 0, i + 1 < points.count else { return .zero }
        let span = times[i + 1] - times[i - 1]
        return span > 0 ? (points[i + 1] - points[i - 1]).scaled(by: 1 / span) : .zero
    }

    /// The value at `time` seconds (before 0: the initial value; after `duration`: the last value).
    public func value(at time: TimeInterval) -> Data {
        evaluate(at: time).value
    }

    /// The velocity (units per second) at `time` seconds: 0 before 0 and after `duration`.
    public func velocity(at time: TimeInterval) -> Data {
        evaluate(at: time).velocity
    }

    private func evaluate(at time: TimeInterval) -> (value: Data, velocity: Data) {
        guard time >= 0, let last = segments.last else { return (initial, .zero) }
        if time >= last.start + last.duration { return (last.to, .zero) }
        // The last segment that has started (binary search: segments are in time order).
        var low = 0, high = segments.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if segments[mid].start <= time { low = mid } else { high = mid - 1 }
        }
        let segment = segments[low]
        let t = time - segment.start
        if t >= segment.duration { return (segment.to, segment.endVelocity) }
        let d = segment.duration
        let s = t / d
        switch segment.interpolation {
        case .linear(let curve):
            let delta = segment.to - segment.from
            // `.linear` is a Bézier solved to 1e-9: use s itself, so linear keyframes are exact.
            if curve == .linear { return (segment.from + delta.scaled(by: s), delta.scaled(by: 1 / d)) }
            return (segment.from + delta.scaled(by: curve.value(at: s)), delta.scaled(by: curve.velocity(at: s) / d))
        case .spring(let spring, _, _):
            // The keyframe's own value, not `segment.to` (where a cut spring ends).
            let target = segment.target
            return (segment.from + spring.value(target: target - segment.from, initialVelocity: segment.startVelocity, time: t),
                    spring.velocity(target: target - segment.from, initialVelocity: segment.startVelocity, time: t))
        case .cubic:
            let s2 = s * s, s3 = s2 * s
            let value = segment.from.scaled(by: 2 * s3 - 3 * s2 + 1)
                + segment.startVelocity.scaled(by: d * (s3 - 2 * s2 + s))
                + segment.to.scaled(by: -2 * s3 + 3 * s2)
                + segment.endVelocity.scaled(by: d * (s3 - s2))
            let velocity = segment.from.scaled(by: (6 * s2 - 6 * s) / d)
                + segment.startVelocity.scaled(by: 3 * s2 - 4 * s + 1)
                + segment.to.scaled(by: (-6 * s2 + 6 * s) / d)
                + segment.endVelocity.scaled(by: 3 * s2 - 2 * s)
            return (value, velocity)
        case .move:
            return (segment.to, .zero)
        }
    }
}
