import Foundation

/// The spring behind `interpolatingSpring`: a closed-form spring from 0 to
/// the interval, with an initial velocity given as a fraction of the
/// interval per second. It never merges: like a timing curve, a new change
/// adds its own spring on top of the running ones.
///
/// Logically complete after the spring's `duration` (or when settled, if
/// sooner); removed once within 0.001 × (1 + |v|/ω₀) of the interval, a
/// time independent of the interval's size.
struct InterpolatingSpringAnimation: CustomAnimation, KnownDurationAnimation, CustomStringConvertible {
    var spring: Spring
    /// Initial velocity in intervals per second (1 = the whole change per second).
    var initialVelocity: Double
    let settlingTime: TimeInterval

    init(spring: Spring, initialVelocity: Double) {
        self.spring = spring
        self.initialVelocity = initialVelocity
        let scale = 1 + abs(initialVelocity) * spring.duration / (2 * .pi)
        settlingTime = spring.settlingDuration(target: 1.0, initialVelocity: initialVelocity, epsilon: 1e-3 * scale)
    }

    @_specialize(where V == Double)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < settlingTime else { return nil }
        if time >= spring.duration { context.isLogicallyComplete = true }
        return spring.value(target: value, initialVelocity: value.scaled(by: initialVelocity), time: time)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        spring.velocity(target: value, initialVelocity: value.scaled(by: initialVelocity), time: time)
    }

    var knownDuration: TimeInterval? { settlingTime.isFinite ? settlingTime : nil }

    var description: String {
        "interpolatingSpring(mass: \(spring.mass), stiffness: \(spring.stiffness), damping: \(spring.damping), initialVelocity: \(initialVelocity))"
    }
}
