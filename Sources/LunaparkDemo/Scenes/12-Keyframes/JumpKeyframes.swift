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

/// The curve of each key frame's animation in `JumpKeys.frames`.
enum JumpSegmentCurve {
    case easeOut, easeIn, linear
    /// The landing wobble: `.spring(response: 0.3, dampingFraction: 0.45)`, cut at its key frame's 0.4 s.
    case wobble
}

enum JumpKeyframes {
    /// The curves of key frames 1...12 of `JumpKeys.frames`, in order.
    static let curves: [JumpSegmentCurve] = [.easeOut, .easeOut, .easeOut, .easeIn, .linear, .wobble,
                                             .easeOut, .easeOut, .easeOut, .easeIn, .linear, .wobble]

    /// The whole jump (two flips, 3.54 s), from rest.
    @KeyframesBuilder<JumpPose>
    static func keyframes() -> some Keyframes<JumpPose> {
        KeyframeTrack(\.y) { segments { $0.y } }
        KeyframeTrack(\.yScale) { segments { $0.yScale } }
        KeyframeTrack(\.rotation) { segments { $0.rotation } }
    }

    /// One keyframe per key frame for the parameter `value` reads.
    @KeyframeTrackContentBuilder<Value>
    static func segments<Value: Animatable>(_ value: @escaping (KeyFrame) -> Value) -> some KeyframeTrackContent<Value> {
        for index in 1..<JumpKeys.frames.count {
            let key = JumpKeys.frames[index]
            switch curves[index - 1] {
            case .easeOut: LinearKeyframe(value(key), duration: key.offset, timingCurve: .easeOut)
            case .easeIn: LinearKeyframe(value(key), duration: key.offset, timingCurve: .easeIn)
            case .linear: LinearKeyframe(value(key), duration: key.offset)
            case .wobble: SpringKeyframe(value(key), duration: key.offset, spring: Spring(response: 0.3, dampingRatio: 0.45))
            }
        }
    }

    /// The jump as a timeline, for plots.
    @MainActor static let timeline = KeyframeTimeline(initialValue: JumpPose()) { keyframes() }
}

/// The jumping emoji as a keyframe animator, looping.
struct KeyframeJumpingEmoji: View {
    var face = "😃"

    var body: some View {
        KeyframeAnimator(initialValue: JumpPose()) { pose in
            Text(face)
                .font(.system(size: 56))
                .scaleEffect(x: 1, y: pose.yScale, anchor: .bottom)
                .rotationEffect(.degrees(pose.rotation))
                .offset(y: pose.y)
        } keyframes: { _ in
            JumpKeyframes.keyframes()
        }
        .frame(width: 110, height: 250, alignment: .bottom)
    }
}
