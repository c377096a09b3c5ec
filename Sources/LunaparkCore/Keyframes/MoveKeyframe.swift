import Foundation

/// A keyframe that jumps to its value at once, without a segment (SwiftUI's `MoveKeyframe`).
/// It takes no time; the motion after it starts from rest (velocity 0).
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    public typealias Body = MoveKeyframe<Value>

    let to: Value

    /// A jump to `to`.
    public init(_ to: Value) {
        self.to = to
    }

    /// Appends this keyframe: a jump, no segment.
    @MainActor public func _appendKeyframes(to keyframes: inout [ResolvedKeyframe<Value.AnimatableData>]) {
        keyframes.append(ResolvedKeyframe(to: to.animatableData, duration: 0, interpolation: .move))
    }
}
