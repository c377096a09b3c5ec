import Lunapark

/// One scene of the park: the key that shows it, its title, the article it
/// comes from, and how to make it.
struct ParkScene {
    /// The number key that shows the scene ("1"..."9", then "0").
    let key: Character
    let title: String
    /// A short title for the footer, where all ten scenes share one line.
    let shortTitle: String
    /// The source article, as `seed NNN`.
    let seed: String
    let make: @MainActor () -> AnyView
}

/// The scenes of the park, in key order.
@MainActor
enum SceneCatalog {
    static let all: [ParkScene] = [
        ParkScene(key: "1", title: "Animating shapes", shortTitle: "Shapes", seed: "seed 000") { AnyView(AnimatingShapesScene()) },
        ParkScene(key: "2", title: "Progress through zero", shortTitle: "Progress", seed: "seed 001") { AnyView(ProgressThroughZeroScene()) },
        ParkScene(key: "3", title: "Animatable modifiers", shortTitle: "Modifiers", seed: "seed 000") { AnyView(AnimatableModifiersScene()) },
        ParkScene(key: "4", title: "Transitions", shortTitle: "Transitions", seed: "seeds 000, 004") { AnyView(TransitionsScene()) },
        ParkScene(key: "5", title: "Shapes & vectors", shortTitle: "Vectors", seed: "seed 003") { AnyView(ShapesAndVectorsScene()) },
        ParkScene(key: "6", title: "Rainbow", shortTitle: "Rainbow", seed: "seed 000") { AnyView(RainbowScene()) },
        ParkScene(key: "7", title: "Metronome", shortTitle: "Metronome", seed: "seed 002") { AnyView(MetronomeScene()) },
        ParkScene(key: "8", title: "Timelines", shortTitle: "Timelines", seed: "seed 002") { AnyView(TimelinesScene()) },
        ParkScene(key: "9", title: "Heartbeat & keyframes", shortTitle: "Keyframes", seed: "seed 002") { AnyView(HeartbeatScene()) },
        ParkScene(key: "0", title: "Curves lab", shortTitle: "Curves", seed: "animation core") { AnyView(CurvesLabScene()) },
    ]

    /// The index of the scene shown by `key`, if any.
    static func index(forKey key: Character) -> Int? {
        all.firstIndex { $0.key == key }
    }
}
