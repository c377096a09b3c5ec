import Foundation

/// How a change of value unfolds over time (SwiftUI's `Animation`): a timing
/// curve with a duration, a spring, or any `CustomAnimation`, optionally
/// modified by `delay(_:)`, `speed(_:)`, `repeatCount(_:autoreverses:)` or
/// `repeatForever(autoreverses:)`.
///
/// Animations are values: equal when built the same way. They are evaluated
/// on an interval (new value - old value) with `animate(value:time:context:)`,
/// which the per-property engine (`AnimatedValue`) calls every frame.
public struct Animation: Hashable, Sendable {
    /// The custom animation that this animation evaluates.
    public let base: any CustomAnimation

    /// An animation that evaluates `base`.
    public init<A: CustomAnimation>(_ base: A) {
        self.base = base
    }

    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(base))
    }

    /// The part of `value` covered after `time` seconds, or `nil` when the
    /// animation has finished. See `CustomAnimation.animate(value:time:context:)`.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time, context: &context)
    }

    /// The velocity (units of `value` per second) after `time` seconds, or
    /// `nil` when unknown. See `CustomAnimation.velocity(value:time:context:)`.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    /// Whether this animation takes over `previous`, still running on the same
    /// property. Springs (`spring`, `interactiveSpring`, `smooth`, `snappy`,
    /// `bouncy`, `default`) do, keeping its position and velocity; timing
    /// curves and `interpolatingSpring` do not, and their effects add up.
    /// See `CustomAnimation.shouldMerge(previous:value:time:context:)`.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    /// The time in seconds after which the animation returns `nil` when
    /// started afresh, if it is known without running it (timing curves,
    /// springs, and modifiers of those); `nil` for custom animations and
    /// endless repeats.
    var knownDuration: TimeInterval? {
        (base as? any KnownDurationAnimation)?.knownDuration
    }
}

extension Animation: CustomStringConvertible, CustomDebugStringConvertible {
    /// A description of how the animation was built, e.g. `easeInOut(duration: 0.35)`.
    public var description: String { String(describing: base) }
    /// The same as `description`.
    public var debugDescription: String { description }
}

/// An animation whose full duration is known in advance, which lets
/// `repeatCount` place its iterations exactly instead of at the frame in
/// which the previous iteration ended.
protocol KnownDurationAnimation {
    /// Seconds from start until `animate` returns `nil`; `nil` if unbounded.
    var knownDuration: TimeInterval? { get }
}
