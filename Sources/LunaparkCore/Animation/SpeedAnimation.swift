import Foundation

/// `base` with its clock running `speed` times as fast (2 halves the
/// duration, 0.5 doubles it, 0 freezes the animation at its start).
struct SpeedAnimation: CustomAnimation, KnownDurationAnimation, CustomStringConvertible {
    var base: Animation
    var speed: Double

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time * speed, context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time * speed, context: context)?.scaled(by: speed)
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time * speed, context: &context)
    }

    var knownDuration: TimeInterval? {
        guard speed > 0, let duration = base.knownDuration else { return nil }
        return duration / speed
    }

    var description: String { "\(base).speed(\(speed))" }
}
