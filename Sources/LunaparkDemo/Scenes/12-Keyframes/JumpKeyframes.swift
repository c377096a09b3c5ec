import Lunapark

// The SwiftUI Lab's jumping emoji (scene 9 plays it with a TimelineView and one animation per
// key frame) as keyframes: the same key frames, one track per parameter, each segment with
// the curve of that key frame's animation.

/// The jump's parameters, one keyframe track each.
struct JumpPose {
    var y: CGFloat = 0
    var yScale: CGFloat = 1
    var rotation: Double = 0
}

enum JumpKeyframes {
    /// The whole jump `frames` describe (the park's two flips, 3.54 s, unless given), from rest:
    /// easeOut, easeIn and linear segments as `LinearKeyframe`s with that timing curve, the
    /// landing spring as a `SpringKeyframe` cut at its key frame's offset.
    @KeyframesBuilder<JumpPose>
    static func keyframes(_ frames: [KeyFrame] = JumpKeys.frames) -> some Keyframes<JumpPose> {
        KeyframeTrack(\.y) { segments(frames) { $0.y } }
        KeyframeTrack(\.yScale) { segments(frames) { $0.yScale } }
        KeyframeTrack(\.rotation) { segments(frames) { $0.rotation } }
    }

    /// One keyframe per key frame of `frames` (but the appearance state) for the parameter `value` reads.
    @KeyframeTrackContentBuilder<Value>
    static func segments<Value: Animatable>(_ frames: [KeyFrame],
                                            _ value: @escaping (KeyFrame) -> Value) -> some KeyframeTrackContent<Value> {
        for key in frames.dropFirst() {
            switch key.curve ?? .linear {
            case .easeOut: LinearKeyframe(value(key), duration: key.offset, timingCurve: .easeOut)
            case .easeIn: LinearKeyframe(value(key), duration: key.offset, timingCurve: .easeIn)
            case .linear: LinearKeyframe(value(key), duration: key.offset)
            case .wobble: SpringKeyframe(value(key), duration: key.offset, spring: Spring(response: 0.3, dampingRatio: 0.45))
            }
        }
    }

    /// The park's jump as a timeline, for plots.
    @MainActor static let timeline = KeyframeTimeline(initialValue: JumpPose()) { keyframes() }
}

/// The jumping emoji as a keyframe animator, looping.
struct KeyframeJumpingEmoji: View {
    var face = "😃"
    /// The key frames, the appearance state first (the park's unless given).
    var frames = JumpKeys.frames

    var body: some View {
        KeyframeAnimator(initialValue: JumpPose()) { pose in
            Text(face)
                .font(.system(size: 56))
                .scaleEffect(x: 1, y: pose.yScale, anchor: .bottom)
                .rotationEffect(.degrees(pose.rotation))
                .offset(y: pose.y)
        } keyframes: { _ in
            JumpKeyframes.keyframes(frames)
        }
        .frame(width: 110, height: 250, alignment: .bottom)
    }
}
