import Lunapark

/// What the park says about a scene, stated once by the scene itself
/// (`ParkSceneView.info`): the catalog, the footer, `--list-scenes` and the
/// scene's header all read it.
struct SceneInfo {
    /// The key that shows the scene: "1"..."9", then "0" for the first ten scenes,
    /// `.shift("1")`...`.shift("0")` for scenes 11-20 (see `SceneKey`).
    let key: SceneKey
    let title: String
    /// A short title for the footer, where all scenes share one line.
    let shortTitle: String
    /// The articles the scene reproduces.
    let sources: [SourceArticle]

    /// The sources for the screen, e.g. "SwiftUI on the shelves, Habr · objc.io".
    var sourceLine: String { sources.map(\.shortCitation).joined(separator: " · ") }
    /// The sources in full, for `--list-scenes`.
    var citations: String { sources.map(\.citation).joined(separator: "; ") }
}

/// A scene of the park: a view with its `info`. To add one, copy a scene
/// folder of `Scenes/`, change its `info` and add its type to `SceneCatalog`.
@MainActor
protocol ParkSceneView: View {
    static var info: SceneInfo { get }
    init()
}
