import Foundation

/// `base` started `delay` seconds late; until then it covers nothing.
struct DelayAnimation: CustomAnimation, KnownDurationAnimation, CustomStringConvertible {
    var base: Animation
    var delay: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time >= delay else { return .zero }
        return base.animate(value: value, time: time - delay, context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard time >= delay else { return .zero }
        return base.velocity(value: value, time: time - delay, context: context)
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time - delay, context: &context)
    }

    var knownDuration: TimeInterval? { base.knownDuration.map { $0 + max(delay, 0) } }

    var description: String { "\(base).delay(\(delay))" }
}
