/// The articles the park's scenes reproduce. Each was read in a translation
/// (German, Russian, Chinese or Thai); the original is named here so that a
/// reader of this repository alone can find it. Apple's sample code (scenes 11
/// and 12) was read as published.
enum SourceArticle: CaseIterable {
    /// "SwiftUI по полочкам: Анимация. Часть 1" and "Часть 2" (SwiftUI on the shelves: Animation,
    /// parts 1 and 2), Habr, 2020; read in German ("SwiftUI in den Regalen: Animation"). Shapes,
    /// `animatableData`, animatable modifiers, transitions, and the rainbow of part 2.
    case swiftUIOnTheShelves
    /// "How to create complex animation series in SwiftUI", a Stack Overflow question and its
    /// answers; read in Russian. A progress bar that passes through zero.
    case complexAnimationSeries
    /// Javier Nigro, "Advanced SwiftUI Animations – Part 4: TimelineView", The SwiftUI Lab
    /// (swiftui-lab.com), 2021; read in a Chinese translation. The metronome, schedules, key frames.
    case timelineViewSwiftUILab
    /// "Making data animatable", a tutorial page on `AnimatableData` (author not named in the copy
    /// we worked from); read in Chinese. A right-angle shape, pairs and vectors.
    case makingDataAnimatable
    /// objc.io, "Transitions in SwiftUI"; read in Thai. Transitions, if/else, `.id` and a favourite button.
    case objcioTransitions
    /// Apple, "Controlling the timing and movements of your animations", SwiftUI sample code
    /// (developer.apple.com, iOS 17): the phase and keyframe animators' bouncing emoji.
    case appleAnimationTiming
    /// Apple's SwiftUI documentation (developer.apple.com), the pages of the APIs a scene shows:
    /// `matchedGeometryEffect`, `Transition`, `ContentTransition`.
    case appleSwiftUIDocumentation
    /// No article: Lunapark's own animation core.
    case animationCore

    /// The article's title in its original language, with its site.
    var citation: String {
        switch self {
        case .swiftUIOnTheShelves: "“SwiftUI по полочкам: Анимация” (Habr)"
        case .complexAnimationSeries: "“How to create complex animation series in SwiftUI” (Stack Overflow)"
        case .timelineViewSwiftUILab: "Javier Nigro, “Advanced SwiftUI Animations – Part 4: TimelineView” (The SwiftUI Lab)"
        case .makingDataAnimatable: "“Making data animatable” (a tutorial on AnimatableData)"
        case .objcioTransitions: "“Transitions in SwiftUI” (objc.io)"
        case .appleAnimationTiming: "Apple, “Controlling the timing and movements of your animations” (SwiftUI sample code)"
        case .appleSwiftUIDocumentation: "Apple, SwiftUI documentation (developer.apple.com)"
        case .animationCore: "Lunapark's animation core"
        }
    }

    /// A few words for the screen, where space is short.
    var shortCitation: String {
        switch self {
        case .swiftUIOnTheShelves: "SwiftUI on the shelves, Habr"
        case .complexAnimationSeries: "Stack Overflow"
        case .timelineViewSwiftUILab: "The SwiftUI Lab, part 4"
        case .makingDataAnimatable: "Making data animatable"
        case .objcioTransitions: "objc.io"
        case .appleAnimationTiming: "Apple sample code"
        case .appleSwiftUIDocumentation: "Apple's SwiftUI docs"
        case .animationCore: "animation core"
        }
    }
}
