import Lunapark

/// One scene of the park: what it says about itself and how to make it.
struct ParkScene {
    let info: SceneInfo
    let make: @MainActor () -> AnyView

    @MainActor
    init<SceneView: ParkSceneView>(_ scene: SceneView.Type) {
        info = SceneView.info
        make = { AnyView(SceneView()) }
    }

    var key: SceneKey { info.key }
    var title: String { info.title }
    var shortTitle: String { info.shortTitle }
}

/// The scenes of the park, in key order.
@MainActor
enum SceneCatalog {
    static let all: [ParkScene] = [
        ParkScene(AnimatingShapesScene.self),
        ParkScene(ProgressThroughZeroScene.self),
        ParkScene(AnimatableModifiersScene.self),
        ParkScene(TransitionsScene.self),
        ParkScene(ShapesAndVectorsScene.self),
        ParkScene(RainbowScene.self),
        ParkScene(MetronomeScene.self),
        ParkScene(TimelinesScene.self),
        ParkScene(HeartbeatScene.self),
        ParkScene(CurvesLabScene.self),
        ParkScene(PhasesScene.self),
        ParkScene(KeyframesScene.self),
        ParkScene(MatchedGeometryScene.self),
        ParkScene(ModernTransitionsScene.self),
        ParkScene(CanvasScene.self),
        ParkScene(EffectsScene.self),
        ParkScene(StressScene.self),
    ]

    /// The index of the scene shown by `key`, if any.
    static func index(forKey key: SceneKey) -> Int? {
        all.firstIndex { $0.key == key }
    }

    /// The index of scene `number` (1...20; 0 is accepted for 10, the key "0"), if there is one.
    static func index(forNumber number: Int) -> Int? {
        SceneKey(number: number == 0 ? 10 : number).flatMap(index(forKey:))
    }

    /// `--list-scenes`: one line per scene, "number  key  title  (sources)", columns aligned,
    /// e.g. " 1  1        Animating shapes  (...)" and "11  shift+1  Phases  (...)".
    static var listing: [String] {
        all.map { scene in
            let number = String(scene.key.number)
            let key = scene.key.keyName
            return String(repeating: " ", count: max(0, 2 - number.count)) + number + "  "
                + key + String(repeating: " ", count: max(0, 7 - key.count)) + "  "
                + "\(scene.title)  (\(scene.info.citations))"
        }
    }

    /// The first page (scenes 1-10, number keys) and the second (11-20, Shift+number), as indices into `all`.
    static var pages: [[Int]] {
        let first = all.indices.filter { !all[$0].key.shifted }
        let second = all.indices.filter { all[$0].key.shifted }
        return second.isEmpty ? [first] : [first, second]
    }
}
