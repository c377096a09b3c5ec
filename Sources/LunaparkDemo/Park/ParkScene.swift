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

    var key: Character { info.key }
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
    ]

    /// The index of the scene shown by `key`, if any.
    static func index(forKey key: Character) -> Int? {
        all.firstIndex { $0.key == key }
    }
}
