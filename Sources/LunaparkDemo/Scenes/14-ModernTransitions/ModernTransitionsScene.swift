import Lunapark

// Apple's pages on the iOS 17 Transition protocol (its RotatingFadeTransition
// example) and on ContentTransition.numericText(value:) (its counter), then a
// twirl of our own, .blurReplace and a counter with rolling digits.

/// Shift+4: transitions written as `Transition` values, and content transitions of text.
struct ModernTransitionsScene: ParkSceneView {
    static let info = SceneInfo(key: .shift("4"), title: "Modern transitions", shortTitle: "Transition",
                                sources: [.appleSwiftUIDocumentation])

    enum Example: String, SceneExample {
        case rotatingFade = "Apple: RotatingFade"
        case twirl = "twirl"
        case blurReplace = ".blurReplace"
        case counter = "numericText"

        var explanation: String {
            switch self {
            case .rotatingFade:
                "Apple's example of the Transition protocol: body(content:phase:) fades with phase.isIdentity and turns by a rotation chosen per phase, 30° in .willAppear and -30° in .didDisappear. The log lists every phase the body is asked for: .willAppear then .identity on insertion, .didDisappear on removal."
            case .twirl:
                "A Transition of our own: phase.value is -1 before appearing, 0 on screen and 1 after disappearing, so one formula twirls the card in from one side and out to the other: rotation 180° × value, scale 1 - |value| × 0.8, blur 8 × |value|. .animation(.spring) on the transition gives it its own animation."
            case .blurReplace:
                ".blurReplace swaps two views by blurring, scaling and fading them: .downUp shrinks the old one as it goes, .upUp grows it. Both are Transition values used with .transition(_:), like .push(from:) on the right."
            case .counter:
                ".contentTransition(.numericText(value:)) on a Text: when its string changes inside an animation, the digits that change roll (up when the value grows, down when it shrinks) and the others slide into place. Apple's example is the first counter; the second uses .numericText(countsDown: true), the third .opacity, the default."
            }
        }
    }

    @State private var example: Example = .rotatingFade

    var body: some View {
        ExampleScene(info: Self.info,
                     lesson: "Since iOS 17 a transition is a Transition value: body(content:phase:) returns the content as it looks in each TransitionPhase, and the animation of the change moves it between phases. A content transition animates a change inside one view instead, such as the digits of a Text.",
                     example: $example) { example in
            switch example {
            case .rotatingFade: RotatingFadeExample()
            case .twirl: TwirlExample()
            case .blurReplace: BlurReplaceExample()
            case .counter: NumericCounterExample()
            }
        }
    }
}
