import Lunapark

// SwiftUI's phase animator (iOS 17): a view animated through a list of phases, one animation
// per step, each step starting when the previous animation is logically complete.

/// Shift+1: phase animators, Apple's bounce first, then a pulse of our own.
struct PhasesScene: ParkSceneView {
    static let info = SceneInfo(key: .shift("1"), title: "Phases", shortTitle: "Phases", sources: [.appleAnimationTiming])

    /// The scene's examples.
    enum Example: String, SceneExample {
        case apple = "Apple's bounce"
        case pulse = "pulsing emoji"

        var explanation: String {
            switch self {
            case .apple:
                "Apple's sample: the content closure gets a stand-in for the emoji and the phase, and applies the phase's offset and scale. Without a trigger the phases cycle from the moment the view appears; with one, each change (a tap; the park makes one as the scene opens) runs once through them and back to the first."
            case .pulse:
                "PhaseAnimator as a view: rest → swell → beat → rest, forever, each step with the animation the closure returns for the phase it moves to. The phase name is part of the content, so it changes as each step starts."
            }
        }
    }

    @State private var example: Example = .apple

    var body: some View {
        ExampleScene(info: Self.info, lesson: "A phase animator is a state machine with animations: it shows the first phase, then changes to each next phase in a transaction with that phase's animation, and moves on when the animation is logically complete (AnimationCompletionCriteria.logicallyComplete) — a spring before it settles.",
                     example: $example) { example in
            switch example {
            case .apple: ApplePhaseExamples()
            case .pulse: PulsingEmojiExample()
            }
        }
    }
}
