import Foundation

/// The retargetable spring behind `spring`, `interactiveSpring`, `smooth`,
/// `snappy`, `bouncy` and `default`, evaluated in closed form.
///
/// Started afresh it moves from 0 to the interval at rest. When it starts on
/// a property that another animation is still animating it always merges
/// (as SwiftUI's springs do): it records where the previous animation was
/// (offset o) and how fast it moved (velocity v, `.zero` if the previous
/// animation reports none) at the merge time t₀, and from then on shows
/// `o + spring.value(target: interval - o, initialVelocity: v, time: t - t₀)`,
/// so both position and velocity are continuous.
///
/// It is logically complete after the spring's `duration`, and removed once
/// it stays within 0.001 × (|interval - o| + |v|/ω₀) of the interval (for a
/// fresh run: 0.001 of the interval's length).
struct SpringAnimation: CustomAnimation, KnownDurationAnimation, CustomStringConvertible {
    var spring: Spring
    /// Kept for equality and description. Lunapark's closed-form springs
    /// switch response at the merge instant rather than blending it.
    var blendDuration: TimeInterval
    /// Settling time of a fresh run, which scales with the interval.
    let freshSettlingTime: TimeInterval

    init(spring: Spring, blendDuration: TimeInterval) {
        self.spring = spring
        self.blendDuration = blendDuration
        // Once per spring (`SpringSettlingCache`): the search ran for every `Animation.spring(...)` made.
        freshSettlingTime = SpringSettlingCache.shared.unitSettlingDuration(of: spring)
    }

    @_specialize(where V == Double)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let state = context.state[SpringRetargetState<V>.self]
        guard state.isMerged else {
            return animateFresh(value: value, time: time, factors: spring.factors(time: time),
                                isLogicallyComplete: &context.isLogicallyComplete)
        }
        let local = time - state.startTime
        var settling = state.settlingTime
        if settling < 0 || state.settlingValue != value {
            let remaining = value - state.startOffset
            let scale = remaining.magnitudeSquared.squareRoot()
                + state.startVelocity.magnitudeSquared.squareRoot() * spring.duration / (2 * .pi)
            settling = scale > 0
                ? spring.settlingDuration(target: remaining, initialVelocity: state.startVelocity, epsilon: 1e-3 * scale)
                : 0
            var updated = state
            updated.settlingTime = settling
            updated.settlingValue = value
            context.state[SpringRetargetState<V>.self] = updated
        }
        guard local < settling else { return nil }
        if local >= spring.duration { context.isLogicallyComplete = true }
        return state.startOffset + spring.value(target: value - state.startOffset,
                                                initialVelocity: state.startVelocity, time: local)
    }

    /// `animate` for a run that has not merged with another (its context's
    /// state is empty): the spring from 0 towards `value`, from rest.
    /// `factors` must be `spring.factors(time: time)`; the engine passes them
    /// from a cache, since every run of one spring started in one transaction
    /// shares them in a frame (`AnimatedValue.value(at:)`).
    @inline(__always)
    func animateFresh<V: VectorArithmetic>(value: V, time: TimeInterval,
                                           factors: (p: Double, q: Double, r: Double, s: Double),
                                           isLogicallyComplete: inout Bool) -> V? {
        guard time < freshSettlingTime else { return nil }
        if time >= spring.duration { isLogicallyComplete = true }
        // Spring.value(target: value, time: time), with the factors given.
        return value.scaled(by: factors.p) + V.zero.scaled(by: factors.q)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let state = context.state[SpringRetargetState<V>.self]
        guard state.isMerged else { return spring.velocity(target: value, time: time) }
        return spring.velocity(target: value - state.startOffset, initialVelocity: state.startVelocity,
                               time: time - state.startTime)
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        var previousContext = context
        let offset = previous.animate(value: value, time: time, context: &previousContext) ?? value
        let velocity = previous.velocity(value: value, time: time, context: context) ?? .zero
        var state = AnimationState<V>()
        state[SpringRetargetState<V>.self] = SpringRetargetState(
            isMerged: true, startOffset: offset, startVelocity: velocity, startTime: time)
        context.state = state
        context.isLogicallyComplete = false
        return true
    }

    var knownDuration: TimeInterval? { freshSettlingTime.isFinite ? freshSettlingTime : nil }

    var description: String {
        "spring(response: \(spring.response), dampingFraction: \(spring.dampingRatio), blendDuration: \(blendDuration))"
    }
}

/// Where a merged spring started: offset and velocity inherited from its
/// predecessor, the merge time, and its settling time (cached per interval).
private struct SpringRetargetState<V: VectorArithmetic>: AnimationStateKey {
    var isMerged = false
    var startOffset: V = .zero
    var startVelocity: V = .zero
    var startTime: TimeInterval = 0
    var settlingTime: TimeInterval = -1
    var settlingValue: V = .zero

    static var defaultValue: SpringRetargetState { SpringRetargetState() }
}
