import Foundation

/// `base`, reporting logical completion after `duration` seconds at the latest.
struct LogicalCompletionAnimation: CustomAnimation, KnownDurationAnimation, CustomStringConvertible {
    var base: Animation
    var duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let result = base.animate(value: value, time: time, context: &context)
        if time >= duration { context.isLogicallyComplete = true }
        return result
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    var knownDuration: TimeInterval? { base.knownDuration }

    var description: String { "\(base).logicallyComplete(after: \(duration))" }
}
