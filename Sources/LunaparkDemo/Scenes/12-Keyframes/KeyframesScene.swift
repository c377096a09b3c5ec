import Lunapark

// SwiftUI's keyframe animator (iOS 17): a value moved along tracks of keyframes, the content
// evaluated each frame with the interpolated value.

/// Shift+2: keyframes, Apple's emoji first, then the SwiftUI Lab's jump rebuilt and plotted.
struct KeyframesScene: ParkSceneView {
    static let info = SceneInfo(key: .shift("2"), title: "Keyframes", shortTitle: "Keyframes",
                                sources: [.appleAnimationTiming, .timelineViewSwiftUILab])

    /// The scene's examples.
    enum Example: String, SceneExample {
        case apple = "Apple's emoji"
        case jump = "jump: timeline vs keyframes"
        case plot = "the timeline plotted"

        var explanation: String {
            switch self {
            case .apple:
                "Apple's sample: four KeyframeTrack(\\.property) blocks mix linear, spring and cubic keyframes; each track runs from time 0 on its own clock, and the content closure applies all four values each frame."
            case .jump:
                "Left, scene 9's TimelineView version: a cyclic schedule fires at each key time and a state change animates to the next key frame. Right, the same key frames as a KeyframeAnimator: no schedule, no state, one value per frame. The picker switches both between the park's 12 key frames and the article's 8 over 3 s."
            case .plot:
                "KeyframeTimeline evaluates keyframes at any time, outside any view: the three curves are the jump's y, y scale and rotation, sampled with value(time:). The emoji plays the same keyframes."
            }
        }
    }

    @State private var example: Example = .apple

    var body: some View {
        ExampleScene(info: Self.info, lesson: "Keyframes fully define a value's path over time: tracks of LinearKeyframe (a timing curve), SpringKeyframe (a spring, its velocity carried on), CubicKeyframe (Catmull-Rom: smooth through every keyframe) and MoveKeyframe (a jump). Like an Animatable view's body, the content runs every frame while they play.",
                     example: $example) { example in
            switch example {
            case .apple: AppleKeyframeExample()
            case .jump: JumpComparisonExample()
            case .plot: KeyframePlotExample()
            }
        }
    }
}
