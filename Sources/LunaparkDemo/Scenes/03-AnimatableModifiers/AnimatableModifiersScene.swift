import Lunapark

// The Habr article ("SwiftUI in den Regalen: Animation. Teil 1"), the chapters
// "AnimatableModifier", "Mehrere Parameter" and "Warum AnimatableData nur
// eine Struktur sein kann", as four steps behind a picker.

/// Key 3: how an animation reaches a view through modifiers, step by step.
struct AnimatableModifiersScene: ParkSceneView {
    static let info = SceneInfo(key: "3", title: "Animatable modifiers", shortTitle: "Modifiers", sources: [.swiftUIOnTheShelves])

    /// The article's steps.
    enum Step: String, SceneExample {
        case animatableView = "1  View: Animatable"
        case borderPosition = "2  BorderPosition"
        case twoParameters = "3  Two parameters"
        case classData = "4  A class as data"

        var explanation: String {
            switch self {
            case .animatableView:
                "BorderView conforms to Animatable, as in the article. Current SwiftUI, which Lunapark follows, animates such a View: every frame writes the interpolated position into a copy (see the log) and runs its body again, so the bar glides even with .animation(nil) after .offset. In the article's SwiftUI nothing was written: the bar glided only because .offset animated itself, and .animation(nil) made it jump."
            case .borderPosition:
                "BorderPosition turns the position into an offset and blocks .offset's own animation with .animation(nil). As a plain ViewModifier the bar now jumps. Made Animatable, the modifier gets an interpolated position every frame (log) and builds its body again from it: the animation has moved from .offset into the modifier."
            case .twoParameters:
                "Position and height animate together. animatableData is one value, so both travel in an AnimatablePair, or in MyAnimatableVector, a struct of our own with +, -, scale(by:) and magnitudeSquared. Which number comes first is decided only by our getter and setter."
            case .classData:
                "The engine keeps only the difference (to - from) and scales a copy of it each frame. A copy of a class is the same object: the first frame's scale(by: 0) zeroes the difference itself. The class setter is still called every frame, always with the final value: the orange bar jumps."
            }
        }
    }

    @State private var step: Step = .animatableView
    @State private var log = AnimatableDataLog()
    @State private var classLog = AnimatableDataLog(capacity: 7)

    var body: some View {
        ExampleScene(info: Self.info, lesson: "A view's body is not evaluated during an animation, unless the view itself is Animatable: shapes, modifiers and Animatable views are. To animate a value of your own, give it to animatableData; the animation writes it into a copy each frame.",
            example: $step
        ) { step in
            HStack(alignment: .top, spacing: 24) {
                Group {
                    switch step {
                    case .animatableView: AnimatableBorderViewExample(log: log)
                    case .borderPosition: BorderPositionExample(log: log)
                    case .twoParameters: TwoParameterBorderExample(log: log)
                    case .classData: ClassAnimatableDataExample(structLog: log, classLog: classLog)
                    }
                }
                .frame(maxWidth: .infinity)
                VStack(spacing: 10) {
                    if step == .classData {
                        AnimatableDataLogView(title: "written to the struct's animatableData", log: log)
                        AnimatableDataLogView(title: "written to the class's animatableData", log: classLog)
                    } else {
                        AnimatableDataLogView(title: "values written to animatableData", log: log)
                    }
                }
            }
        }
    }
}
