import Lunapark
import Observation

// The Habr article, the promised part 2 ("the rainbow"): gradients, a loop that can
// be started, stopped at the end of its cycle or at once, priorities between
// animations of different objects, a timing curve of our own, and reading the
// current moment of a running animation.

/// Key 6: the rainbow.
struct RainbowScene: ParkSceneView {
    static let info = SceneInfo(key: "6", title: "Rainbow", shortTitle: "Rainbow", sources: [.swiftUIOnTheShelves])

    enum Example: String, SceneExample {
        case loop = "loop: start / stop / at once"
        case priorities = "priorities"
        case curve = "our own timing curve"

        var explanation: String {
            switch self {
            case .loop:
                "turns runs 0 -> 1 under .linear(duration: 2).repeatForever(autoreverses: false); an Animatable modifier gets every interpolated value, builds the three gradients from it and reports it (the current moment). Animations add up, as in SwiftUI: withAnimation(nil) or disablesAnimations moves the model value, but the loop runs on (\"nil only\"). Stop at once: StopAtOnce, our CustomAnimation, merges with the loop and ends on its first frame, at the new model value. Stop after the cycle: snap to the current moment, then run linearly to the cycle's end."
            case .priorities:
                "One withAnimation(.linear(duration: 2)) changes the three objects. The nearest .animation(_:value:) above a view decides for it: the bar has none and takes the transaction's linear 2 s, the disc overrides it with a bouncy spring, the ring with .animation(nil) jumps. Gradient colours and geometry interpolate like any number."
            case .curve:
                "RainbowSteps is a CustomAnimation of our own: seven eased hops, one per colour of the rainbow, in 2.1 s. Beside it, the same distance on UnitCurve.bezier(startControlPoint: (0.7, -0.4), endControlPoint: (0.3, 1.4)), a curve that backs up first and overshoots at the end. The numbers are read from the running animations."
            }
        }
    }

    @State private var example: Example = .loop

    var body: some View {
        ExampleScene(info: Self.info, lesson: "Gradients are numbers too: colours, stops, points, radii and angles interpolate. A loop never ends by itself, so stopping it means replacing it; which animation a view follows is decided by the nearest .animation modifier; and an Animatable modifier can tell you where a running animation is.",
                     example: $example) { example in
            switch example {
            case .loop: RainbowLoopExample()
            case .priorities: RainbowPrioritiesExample()
            case .curve: RainbowCurveExample()
            }
        }
    }
}

/// The colours of the rainbow, red to violet.
enum Rainbow {
    static let colors: [Color] = [
        Color(red: 0.93, green: 0.16, blue: 0.16), .orange, .yellow, .green, .cyan, .blue, .purple,
    ]
    /// The ring closes: violet back to red.
    static let closed = colors + [colors[0]]
}

/// The current moment of a running animation, written by the modifiers that receive it.
@Observable
@MainActor
final class AnimationMoment {
    private(set) var value = 0.0
    private(set) var writes = 0

    func report(_ newValue: Double) {
        value = newValue
        writes += 1
    }
}
