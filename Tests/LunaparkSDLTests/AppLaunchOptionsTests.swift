import Foundation
import LunaparkGraph
import Testing
@testable import LunaparkSDL

/// The `LUNAPARK_*` variables every app reads, and the window size they and the scene choose.
@MainActor
struct AppLaunchOptionsTests {
    @Test func noVariablesGiveAWindowWithTheDefaults() throws {
        let options = try AppLaunchOptions(environment: [:])
        #expect(options.screenshot == nil)
        #expect(options.size == nil)
        #expect(!options.showsInspector && !options.verbose && !options.audio.muted)
        #expect(!options.audio.playsSensoryFeedback, "feedback clicks are opted into")
        #expect(options.inspectorKeyModifiers == [.control, .shift], "an app keeps every plain key")
    }

    @Test func variablesAreRead() throws {
        let options = try AppLaunchOptions(environment: [
            "LUNAPARK_SCREENSHOT": "/tmp/shot.png", "LUNAPARK_AT": "1.5", "LUNAPARK_SCALE": "2",
            "LUNAPARK_SIZE": "640x480", "LUNAPARK_INSPECTOR": "1", "LUNAPARK_MUTE": "yes", "LUNAPARK_VERBOSE": "0",
        ])
        #expect(options.screenshot == AppLaunchOptions.Screenshot(path: "/tmp/shot.png", time: 1.5, scale: 2))
        #expect(options.size == CGSize(width: 640, height: 480))
        #expect(options.showsInspector)
        #expect(options.audio.muted)
        #expect(!options.verbose, "0 is off")
        #expect(try AppLaunchOptions(environment: ["LUNAPARK_FEEDBACK_SOUNDS": "1"]).audio.playsSensoryFeedback)
    }

    @Test func recordingAndHistoryVariablesAreRead() throws {
        let options = try AppLaunchOptions(environment: ["LUNAPARK_RECORD": "/tmp/rec.png", "LUNAPARK_DURATION": "2.5",
                                                         "LUNAPARK_HISTORY": "1"])
        #expect(options.recording == AppLaunchOptions.Recording(path: "/tmp/rec.png", duration: 2.5))
        #expect(options.recordsHistory)
        #expect(try AppLaunchOptions(environment: ["LUNAPARK_RECORD": "r.png"]).recording?.duration == 5, "5 s by default")
        #expect(throws: AppLaunchError.self) { try AppLaunchOptions(environment: ["LUNAPARK_RECORD": ""]) }
        #expect(throws: AppLaunchError.self) { try AppLaunchOptions(environment: ["LUNAPARK_RECORD": "r.png", "LUNAPARK_DURATION": "0"]) }
    }

    @Test(arguments: [
        ("LUNAPARK_AT", "soon"), ("LUNAPARK_AT", "-1"), ("LUNAPARK_SCALE", "9"),
        ("LUNAPARK_SIZE", "640"), ("LUNAPARK_SIZE", "10x10"), ("LUNAPARK_SCREENSHOT", ""),
    ])
    func aBadValueIsNamedInOneLine(name: String, value: String) {
        #expect(throws: AppLaunchError.self) { try AppLaunchOptions(environment: [name: value]) }
        do {
            _ = try AppLaunchOptions(environment: [name: value])
        } catch {
            #expect(error.description.hasPrefix("\(name)=\(value): expected "))
            #expect(!error.description.contains("\n"))
            #expect(error.exitStatus == 64)
        }
    }

    @Test func theWindowSizeComesFromTheOptionsThenTheSceneThen960x640() {
        let plain = ResolvedWindowScene(kind: .windowGroup, title: nil, id: nil, rootView: EmptyView())
        var sized = plain
        sized.defaultSize = CGSize(width: 500, height: 300)
        var options = AppLaunchOptions()
        #expect(AppRunner.windowSize(for: plain, options: options) == CGSize(width: 960, height: 640))
        #expect(AppRunner.windowSize(for: sized, options: options) == CGSize(width: 500, height: 300))
        options.size = CGSize(width: 700, height: 700)
        #expect(AppRunner.windowSize(for: sized, options: options) == CGSize(width: 700, height: 700))
        sized.defaultSize = CGSize(width: 50, height: 1000)
        options.size = nil
        #expect(AppRunner.windowSize(for: sized, options: options) == CGSize(width: 320, height: 1000),
                "clamped to the window's minimum size")
    }
}
