import ArgumentParser
import Foundation
import Lunapark

/// Runs the park in a window: `ParkApp` through `AppRunner`, the way
/// `App.main()` runs any app, with the park's plain inspector keys.
@MainActor
struct WindowRun {
    let size: CGSize
    let scene: Int
    let verbose: Bool
    let inspector: Bool
    /// Keep the last 10 s of frames for the timeline strip with the inspector hidden.
    var history = false
    /// Record the window into an animated PNG, then quit.
    var recording: AppLaunchOptions.Recording?
    /// The audio output to open for the run.
    var audio = AudioSetup()

    func run() throws {
        var options = AppLaunchOptions()
        options.size = size
        options.showsInspector = inspector
        options.recordsHistory = history
        options.recording = recording
        // The park's scenes take no letter keys: the inspector's need no modifier.
        options.inspectorKeyModifiers = []
        options.verbose = verbose
        options.audio = audio
        options.noDisplayMessage = SDLHostError.noDisplay.description
        let status = AppRunner.run(ParkApp(firstScene: scene), options: options, programName: "lunapark")
        if status != 0 { throw ExitCode(status) }
    }
}
