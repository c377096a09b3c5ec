import Foundation

/// A type that defines how an animatable value changes over time
/// (SwiftUI's `CustomAnimation`); wrap one in `Animation(_:)` to use it.
///
/// The system keeps, per animated property, the difference between the old
/// and the new value (the *interval*) and asks the animation, each frame,
/// how much of that difference has been covered:
/// `shown = newValue - interval + animate(value: interval, time: elapsed, …)`.
/// So `animate` starts near `.zero` and ends at `value`.
///
/// All three requirements are `nonisolated` and may be called from any
/// context; keep per-run state in `context.state`, never in the animation
/// value itself (it is shared by every property it animates).
public protocol CustomAnimation: Hashable, Sendable {
    /// The part of `value` covered after `time` seconds, or `nil` once the
    /// animation has finished (the system then shows the new value and
    /// removes the animation).
    ///
    /// - Parameters:
    ///   - value: the vector to animate towards (the interval new - old).
    ///   - time: seconds elapsed since the animation started (or, after a
    ///     merge, since the animation it merged with started); never negative.
    ///   - context: per-run state and the logical-completion flag.
    nonisolated func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?

    /// The rate of change of `animate`'s result at `time` (units of `value`
    /// per second), or `nil` if unknown or finished. A spring that replaces
    /// this animation starts with this velocity. Defaults to `nil`.
    nonisolated func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?

    /// Called on a new animation when it starts on a property that `previous`
    /// is still animating. Return `true` to take over: the new animation then
    /// receives the previous one's context (state) and elapsed time, and is
    /// asked for the sum of both intervals from then on. Return `false` (the
    /// default) to run alongside it, the two results adding up.
    ///
    /// - Parameters:
    ///   - previous: the running animation.
    ///   - value: the running animation's interval (the vector it animates towards).
    ///   - time: seconds since the previous animation started.
    ///   - context: the previous animation's context, to be adopted on merge.
    nonisolated func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    /// No velocity information: `nil`.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        nil
    }

    /// Never merges: a new animation runs alongside the previous one.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        false
    }
}
