import Lunapark

// The Habr article ("Bildschirmanimation: .transition()", "Wenn die Ansicht
// stirbt") and the objc.io article (objc.io, "Transitions in SwiftUI"): how views
// enter and leave, behind one picker, with a log of when onAppear and
// onDisappear fire.

/// Key 4: transitions, built-in, combined, asymmetric and custom, and the lifecycle around them.
struct TransitionsScene: ParkSceneView {
    static let info = SceneInfo(key: "4", title: "Transitions", shortTitle: "Transitions", sources: [.swiftUIOnTheShelves, .objcioTransitions])

    /// The examples of the two articles.
    enum Example: String, CaseIterable {
        case scaleTabs = "tabs .scale"
        case asymmetricTabs = "asymmetric"
        case spin = "spin"
        case fadingText = "fade"
        case textOrImage = "if/else"
        case slideScale = "slide+scale"
        case identity = ".id"
        case favourite = "favourite"

        var source: SourceArticle {
            switch self {
            case .scaleTabs, .asymmetricTabs, .spin: .swiftUIOnTheShelves
            case .fadingText, .textOrImage, .slideScale, .identity, .favourite: .objcioTransitions
            }
        }

        var explanation: String {
            switch self {
            case .scaleTabs:
                "Each tab's view stands in an if inside ForEach: choosing a tab removes one view and inserts another, in withAnimation. .transition(.scale) grows the new view from nothing while the old one shrinks away. See the log: onAppear fires at once, before the animation shows anything; onDisappear only when the removal has finished."
            case .asymmetricTabs:
                ".asymmetric gives insertion and removal their own transitions: the new view grows from 10 % at its leading edge while fading in, .scale(scale: 0.1, anchor: .leading).combined(with: .opacity); the old one leaves over its trailing edge, .move(edge: .trailing)."
            case .spin:
                "A custom transition is two states of one modifier: .modifier(active:identity:). SpinTransitionModifier turns the view with the built-in, animatable .rotationEffect: -90 degrees coming in, +90 going out, about the same anchor. With .clipped() the view stays inside its own frame; without it, it swings about the anchor."
            case .fadingText:
                "The default transition is .opacity. The text enters or leaves the render tree only when the if condition changes, and .animation(.default, value: visible) makes that change animate."
            case .textOrImage:
                "The view tree holds either the text or the image, never both; the render tree holds both while the text fades out and the image fades in. On Linux, Image(systemName: \"hand.wave\") is drawn with Material Icons' waving hand."
            case .slideScale:
                ".asymmetric(insertion: .slide, removal: .scale).combined(with: .opacity) at .default.speed(0.5): the new text slides in from the leading edge while the old one shrinks, both fading. Two Texts in if/else: one leaves while the other arrives."
            case .identity:
                "The same without if/else: one Text with .id(visible). When the id changes, the render tree treats it as a new view, so the old text is removed and the new one inserted, each with the transition written after .id: the new text slides in, the old one shrinks."
            case .favourite:
                "A custom transition for the label: .modifier(active: TuckedLabelModifier(isTucked: true), identity: TuckedLabelModifier(isTucked: false)) slides it under the heart and fades it; the pill shrinks with the same spring. Offset and widths are hard-coded, as in the article."
            }
        }
    }

    @State private var example: Example = .scaleTabs
    @State private var log = LifecycleLog()

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            SceneHeader(info: Self.info, lesson: "A transition animates a view entering or leaving the render tree: an if, a ForEach or an .id change adds or removes it, and the change's animation runs the transition's modifiers from active to identity (or back).")
            Picker("Example", selection: $example) {
                ForEach(Example.allCases, id: \.self) { example in
                    Text(example.rawValue).tag(example)
                }
            }
            .pickerStyle(.segmented)
            HStack(alignment: .firstTextBaseline, spacing: 8) {
                Text(example.source.shortCitation).font(.caption.bold()).foregroundStyle(Color.indigo)
                Text(example.explanation)
                    .font(.callout)
                    .foregroundStyle(Color(white: 0.3))
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            HStack(alignment: .top, spacing: 24) {
                exampleView
                    .id(example)
                    .frame(maxWidth: .infinity)
                VStack(spacing: 0) {
                    LifecycleLogView(log: log)
                    LifecycleClock(log: log)
                }
            }
        }
    }

    @ViewBuilder private var exampleView: some View {
        switch example {
        case .scaleTabs:
            NumberedTabs(transition: .scale, log: log) { TabCard(index: $0) }
        case .asymmetricTabs:
            NumberedTabs(
                transition: .asymmetric(
                    insertion: AnyTransition.scale(scale: 0.1, anchor: .leading).combined(with: .opacity),
                    removal: .move(edge: .trailing)),
                log: log
            ) { TabCard(index: $0) }
        case .spin:
            SpinTransitionExample(log: log)
        case .fadingText:
            FadingTextExample(log: log)
        case .textOrImage:
            TextOrImageExample(log: log)
        case .slideScale:
            SlideScaleTextExample(replacement: .ifElse, log: log)
        case .identity:
            SlideScaleTextExample(replacement: .identity, log: log)
        case .favourite:
            FavouriteButtonExample(log: log)
        }
    }
}
