import Foundation

/// A keyframe reached along a cubic curve that keeps the motion smooth (SwiftUI's
/// `CubicKeyframe`).
///
/// Each segment is a cubic Hermite curve between the previous keyframe's value and `to`,
/// fixed by the velocities at its two ends. A velocity left nil is chosen for continuity, as
/// Apple documents: between two cubic keyframes it is the Catmull-Rom tangent (the slope
/// from the keyframe before to the keyframe after), so a run of cubic keyframes is a
/// Catmull-Rom spline whose velocity is continuous; next to another kind of keyframe it is
/// that keyframe's velocity at the shared point. See `KeyframeCurve` for the formulas.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    public typealias Body = CubicKeyframe<Value>

    let to: Value
    let duration: TimeInterval
    let startVelocity: Value?
    let endVelocity: Value?

    /// A keyframe reaching `to` after `duration` seconds, with optional velocities (units of
    /// the value per second) at the segment's start and end.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        self.to = to
        self.duration = duration
        self.startVelocity = startVelocity
        self.endVelocity = endVelocity
    }

    /// Appends this keyframe: a cubic segment, its missing velocities chosen by `KeyframeCurve`.
    @MainActor public func _appendKeyframes(to keyframes: inout [ResolvedKeyframe<Value.AnimatableData>]) {
        keyframes.append(ResolvedKeyframe(
            to: to.animatableData, duration: duration,
            interpolation: .cubic(startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData)))
    }
}
