import Lunapark

// The SwiftUI Lab article, "Keyframe animations": a list of key frames, each with the time
// since the previous one, the view's parameters and how the segment that ends there moves.
// As the article suggests once its key frames' offsets and durations match, a key frame
// names its curve (KeyFrameAnimation) and the animation is made with the offset as duration.

/// How a segment of the jump moves: the article's three curves, and the park's landing spring.
enum JumpSegmentCurve {
    case easeOut, easeIn, linear
    /// The landing wobble: `.spring(response: 0.3, dampingFraction: 0.45)`, which takes its own
    /// time; the next key frame cuts it at its key frame's offset.
    case wobble

    /// The animation of a segment `duration` seconds long.
    func animation(duration: TimeInterval) -> Animation {
        switch self {
        case .easeOut: .easeOut(duration: duration)
        case .easeIn: .easeIn(duration: duration)
        case .linear: .linear(duration: duration)
        case .wobble: .spring(response: 0.3, dampingFraction: 0.45)
        }
    }
}

/// One key of the jump: when, where and how to get there.
struct KeyFrame {
    /// Seconds after the previous key frame (the first key frame's is unused).
    let offset: TimeInterval
    let rotation: Double
    let yScale: CGFloat
    let y: CGFloat
    /// The curve of the segment that ends at this key frame; nil for the appearance state.
    let curve: JumpSegmentCurve?
    /// What the segment does, for the table.
    var note = ""

    /// How the segment that ends at this key frame moves: its curve over `offset` seconds.
    var animation: Animation? { curve?.animation(duration: offset) }
}

enum JumpKeys {
    /// The park's jump: a forward flip, then a backward one, so a cycle ends where it began;
    /// 12 key frames over 3.54 s, each landing with a spring.
    static let frames: [KeyFrame] = [
        // The appearance state, used once: the cycle starts again at index 1.
        KeyFrame(offset: 0, rotation: 0, yScale: 1, y: 0, curve: nil),
        KeyFrame(offset: 0.2, rotation: 0, yScale: 0.55, y: 0, curve: .easeOut, note: "crouch · easeOut"),
        KeyFrame(offset: 0.25, rotation: 0, yScale: 1.15, y: -40, curve: .easeOut, note: "take off · easeOut"),
        KeyFrame(offset: 0.45, rotation: 360, yScale: 1, y: -120, curve: .easeOut, note: "flip at the top · easeOut"),
        KeyFrame(offset: 0.35, rotation: 360, yScale: 1, y: 0, curve: .easeIn, note: "fall · easeIn"),
        KeyFrame(offset: 0.12, rotation: 360, yScale: 0.6, y: 0, curve: .linear, note: "land squashed · linear"),
        KeyFrame(offset: 0.4, rotation: 360, yScale: 1, y: 0, curve: .wobble, note: "wobble · spring"),
        KeyFrame(offset: 0.2, rotation: 360, yScale: 0.55, y: 0, curve: .easeOut, note: "crouch · easeOut"),
        KeyFrame(offset: 0.25, rotation: 360, yScale: 1.15, y: -40, curve: .easeOut, note: "take off · easeOut"),
        KeyFrame(offset: 0.45, rotation: 0, yScale: 1, y: -120, curve: .easeOut, note: "flip back · easeOut"),
        KeyFrame(offset: 0.35, rotation: 0, yScale: 1, y: 0, curve: .easeIn, note: "fall · easeIn"),
        KeyFrame(offset: 0.12, rotation: 0, yScale: 0.6, y: 0, curve: .linear, note: "land · linear"),
        KeyFrame(offset: 0.4, rotation: 0, yScale: 1, y: 0, curve: .wobble, note: "wobble · spring"),
    ]

    /// The article's shape of the jump: 8 key frames over 3 s after the appearance state, only
    /// linear, ease-in and ease-out segments, a flip and a flip back. The copy of the article we
    /// worked from does not give the values, so these are ours (the same as the article's code
    /// in the tests, Tests/LunaparkTests/Articles).
    static let articleFrames: [KeyFrame] = [
        KeyFrame(offset: 0, rotation: 0, yScale: 1, y: 0, curve: nil),
        KeyFrame(offset: 0.2, rotation: 0, yScale: 0.5, y: 20, curve: .linear, note: "crouch · linear"),
        KeyFrame(offset: 0.3, rotation: 0, yScale: 1.2, y: -30, curve: .easeOut, note: "take off · easeOut"),
        KeyFrame(offset: 0.5, rotation: 360, yScale: 1, y: -100, curve: .easeOut, note: "flip at the top · easeOut"),
        KeyFrame(offset: 0.4, rotation: 360, yScale: 1, y: 0, curve: .easeIn, note: "fall · easeIn"),
        KeyFrame(offset: 0.2, rotation: 360, yScale: 0.5, y: 20, curve: .linear, note: "crouch · linear"),
        KeyFrame(offset: 0.3, rotation: 360, yScale: 1.2, y: -30, curve: .easeOut, note: "take off · easeOut"),
        KeyFrame(offset: 0.5, rotation: 0, yScale: 1, y: -100, curve: .easeOut, note: "flip back · easeOut"),
        KeyFrame(offset: 0.6, rotation: 0, yScale: 1, y: 0, curve: .easeIn, note: "fall · easeIn"),
    ]

    /// The schedule's offsets for `frames`: every key frame's but the first.
    static func offsets(_ frames: [KeyFrame]) -> [TimeInterval] { frames.dropFirst().map(\.offset) }

    /// The park's schedule offsets.
    static let offsets = offsets(frames)

    /// The key frames the jump examples offer.
    enum Choice: String, CaseIterable {
        /// 12 key frames over 3.54 s, landing on springs.
        case park = "park: 12 key frames"
        /// 8 key frames over 3 s, linear, ease-in and ease-out only.
        case article = "as in the article"

        var frames: [KeyFrame] { self == .park ? JumpKeys.frames : JumpKeys.articleFrames }
    }
}
