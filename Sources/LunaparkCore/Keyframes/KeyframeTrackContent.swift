import Foundation

/// A group of keyframes that define how one animatable value moves over time
/// (SwiftUI's `KeyframeTrackContent`): the keyframes of a `KeyframeTrack`.
///
/// The built-in keyframes (`LinearKeyframe`, `SpringKeyframe`, `CubicKeyframe`,
/// `MoveKeyframe`) are their own body; a type of your own composes them in `body`.
public protocol KeyframeTrackContent<Value> {
    /// The value the keyframes animate.
    associatedtype Value: Animatable = Self.Body.Value
    /// The keyframes this content is made of.
    associatedtype Body: KeyframeTrackContent

    /// The keyframes this content is made of, in order.
    @KeyframeTrackContentBuilder<Value> var body: Body { get }

    /// Appends this content's keyframes, in order, to `keyframes` (the engine's view of a track).
    @MainActor func _appendKeyframes(to keyframes: inout [ResolvedKeyframe<Value.AnimatableData>])
}

extension KeyframeTrackContent where Body == Self {
    /// A built-in keyframe is its own body.
    public var body: Self { self }
}

extension KeyframeTrackContent where Body.Value == Value {
    /// Content of your own: the keyframes of its body.
    @MainActor public func _appendKeyframes(to keyframes: inout [ResolvedKeyframe<Value.AnimatableData>]) {
        body._appendKeyframes(to: &keyframes)
    }
}

/// One keyframe as the engine evaluates it: the value it reaches (as animatable data), how long
/// its segment lasts, and how the segment interpolates. Made by the keyframe types; public only
/// so that `KeyframeTrackContent` types outside LunaparkCore can forward to them.
public struct ResolvedKeyframe<Data: VectorArithmetic> {
    /// How a segment moves from the previous keyframe's value to this one's.
    public enum Interpolation {
        /// `from + (to - from) · curve(t / duration)`.
        case linear(UnitCurve)
        /// A spring released at the segment's start, pulling towards `to`; `startVelocity` nil
        /// continues the previous segment's velocity. `settles`: the duration is the spring's own
        /// settling duration, so the segment ends exactly on `to`.
        case spring(Spring, startVelocity: Data?, settles: Bool)
        /// A cubic Hermite segment; a velocity left nil is chosen for smooth motion (see `KeyframeCurve`).
        case cubic(startVelocity: Data?, endVelocity: Data?)
        /// A jump to `to` with no segment.
        case move
    }

    /// The keyframe's value.
    public var to: Data
    /// The segment's length in seconds (0 for a move; negative values count as 0).
    public var duration: TimeInterval
    /// How the segment interpolates.
    public var interpolation: Interpolation

    /// A keyframe reaching `to` after `duration` seconds along `interpolation`.
    public init(to: Data, duration: TimeInterval, interpolation: Interpolation) {
        self.to = to
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.interpolation = interpolation
    }
}
