import Lunapark

// The SwiftUI Lab article (swiftui-lab, "Advanced SwiftUI Animations Part 4: TimelineView"),
// the second half: timelines combined with ordinary animations, from a custom
// schedule to key frames, nested timelines and an animated GIF.

/// Key 9: the beating heart, the jumping emoji, the emoji wave and the GIF.
struct HeartbeatScene: ParkSceneView {
    static let info = SceneInfo(key: "9", title: "Heartbeat & keyframes", shortTitle: "Keyframes", sources: [.timelineViewSwiftUILab])

    /// The article's examples.
    enum Example: String, SceneExample {
        case heart = "beating heart"
        case jumping = "jumping emoji"
        case wave = "emoji wave"
        case gif = "animated GIF"

        var explanation: String {
            switch self {
            case .heart:
                "CyclicTimelineSchedule, our own TimelineSchedule: each offset counts from the previous entry and the list starts over when it runs out. The heart's phase advances at every entry; a spring animates the scale there: 1.0, 1.6, 2.0, at 0.2, 0.2 and 0.4 s."
            case .jumping:
                "Key frames: a list of (time since the previous key, y offset, rotation, y scale, animation). The cyclic schedule fires at the key times; each entry moves to the next key with that segment's own curve. The first key frame is only the state the view appears in."
            case .wave:
                "Timelines nest. Each JumpingEmoji runs its own key-frame timeline, and sits in another timeline whose one entry, 0.3 or 0.6 s after it appears, lets it start: three copies of the same animation, shifted into a wave."
            case .gif:
                "The article's GifImage: a TimelineView with one entry per GIF frame, at that frame's delay, shows the frame due at the entry's date. Here it is AnimatedImage, fed by AnimatedImageLoader, which decodes the GIF with SDL2_image's IMG_LoadAnimation."
            }
        }
    }

    @State private var example: Example = .heart

    var body: some View {
        ExampleScene(info: Self.info, lesson: "A timeline decides when; an animation decides how. Advance a state at each entry from .onChange(of: date), and let .animation(_:value:) move the view there: with uneven entries and a different animation per step, that is key-frame animation.",
                     example: $example) { example in
            switch example {
            case .heart: BeatingHeartExample()
            case .jumping: JumpingEmojiExample()
            case .wave: EmojiWaveExample()
            case .gif: GifImageExample()
            }
        }
    }
}
