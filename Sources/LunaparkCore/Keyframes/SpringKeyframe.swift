import Foundation

/// A keyframe reached by a spring (SwiftUI's `SpringKeyframe`): the segment is the motion of
/// `spring` released at the previous keyframe's value, pulled towards `to`, starting with
/// `startVelocity` (or, when nil, the velocity the previous segment ends with, so the motion
/// stays smooth).
///
/// With `duration` nil the segment lasts the spring's `settlingDuration` (a unit move from
/// rest within 0.001 of its target) and ends exactly on `to`. With a shorter `duration` the
/// spring is cut where it is: the next segment starts from the spring's value and velocity at
/// that moment, not from `to`.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    public typealias Body = SpringKeyframe<Value>

    let to: Value
    let duration: TimeInterval?
    let spring: Spring
    let startVelocity: Value?

    /// A keyframe reaching `to` by `spring` (default `Spring()`: 0.5 s, no bounce), over
    /// `duration` seconds or the spring's settling duration when nil.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.spring = spring
        self.startVelocity = startVelocity
    }

    /// Appends this keyframe: a spring segment; its duration is the settling duration when none was given.
    @MainActor public func _appendKeyframes(to keyframes: inout [ResolvedKeyframe<Value.AnimatableData>]) {
        let settling = spring.settlingDuration
        keyframes.append(ResolvedKeyframe(
            to: to.animatableData,
            duration: duration ?? (settling.isFinite ? settling : 0),
            interpolation: .spring(spring, startVelocity: startVelocity?.animatableData, settles: duration == nil)))
    }
}
