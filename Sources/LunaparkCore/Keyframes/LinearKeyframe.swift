import Foundation

/// A keyframe reached along a straight line, optionally eased by a timing curve
/// (SwiftUI's `LinearKeyframe`): over its `duration` the value moves from the previous
/// keyframe's value to `to` as `from + (to - from) · timingCurve(t / duration)`; with
/// `.linear` that is exact proportion, so halfway through the segment the value is halfway.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    public typealias Body = LinearKeyframe<Value>

    let to: Value
    let duration: TimeInterval
    let timingCurve: UnitCurve

    /// A keyframe reaching `to` after `duration` seconds (negative or non-finite: 0, a jump),
    /// along `timingCurve` (linear by default).
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        self.to = to
        self.duration = duration
        self.timingCurve = timingCurve
    }

    /// Appends this keyframe: a linear segment along its timing curve.
    @MainActor public func _appendKeyframes(to keyframes: inout [ResolvedKeyframe<Value.AnimatableData>]) {
        keyframes.append(ResolvedKeyframe(to: to.animatableData, duration: duration, interpolation: .linear(timingCurve)))
    }
}
