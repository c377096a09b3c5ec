import Lunapark

/// The park as an `App`: one window showing `ParkView`, 960x640 by default.
/// `lunapark` runs it through `AppRunner`, as `App.main()` runs any app, with
/// options from its command line instead of the environment.
struct ParkApp: App {
    /// The catalog index of the scene shown first.
    let firstScene: Int

    /// The park on its first scene.
    init() { self.init(firstScene: 0) }

    /// The park on the scene at catalog index `firstScene`.
    init(firstScene: Int) { self.firstScene = firstScene }

    var body: some Scene {
        WindowGroup("Lunapark") {
            ParkView(selection: firstScene, quit: { SDLHost.postQuitEvent() })
        }
        .defaultSize(width: 960, height: 640)
    }
}
