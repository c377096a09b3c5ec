import Foundation
import LunaparkGraph

/// How `App.main()` runs an app: read from `LUNAPARK_*` environment
/// variables, so any app gets them without a command line of its own.
///
/// | variable | effect |
/// |---|---|
/// | `LUNAPARK_SCREENSHOT=path.png` | no window: render the app at `LUNAPARK_AT` seconds into a PNG and exit |
/// | `LUNAPARK_AT=seconds` | the moment of the screenshot (default 0) |
/// | `LUNAPARK_SCALE=s` | pixels per point of the screenshot (0 < s <= 4, default 1) |
/// | `LUNAPARK_SIZE=WxH` | the window or image size in points, instead of the scene's default size |
/// | `LUNAPARK_INSPECTOR=1` | open with the inspector shown |
/// | `LUNAPARK_RECORD=out.png` | record the window into an animated PNG for `LUNAPARK_DURATION` seconds (default 5), then close it |
/// | `LUNAPARK_HISTORY=1` | keep the last 10 s of frames for the timeline strip even with the inspector hidden |
/// | `LUNAPARK_VERBOSE=1` | print the video driver, the audio spec and frame statistics |
/// | `LUNAPARK_MUTE=1` | no audio output |
/// | `LUNAPARK_FEEDBACK_SOUNDS=1` | play a short click for each `sensoryFeedback` (off by default) |
///
/// The park (`lunapark`) fills the same options from its command line.
public struct AppLaunchOptions: Sendable {
    /// A PNG to render instead of opening a window, and when.
    public struct Screenshot: Sendable, Hashable {
        /// Where the PNG is written.
        public var path: String
        /// Seconds after launch (virtual time, paced on the wall clock so that
        /// Dispatch, timers and `Task.sleep` land on it too).
        public var time: TimeInterval
        /// Pixels per point.
        public var scale: Double

        /// A screenshot at `time` seconds, `scale` pixels per point.
        public init(path: String, time: TimeInterval, scale: Double = 1) {
            self.path = path
            self.time = time
            self.scale = scale
        }
    }

    /// A recording of the window asked for at launch.
    public struct Recording: Sendable, Hashable {
        /// Where the animated PNG is written.
        public var path: String
        /// Seconds recorded from the first frame (then the window closes).
        public var duration: TimeInterval

        /// A recording of `duration` seconds into `path`.
        public init(path: String, duration: TimeInterval) {
            self.path = path
            self.duration = duration
        }
    }

    /// Record the window into an animated PNG, then close it, when set.
    public var recording: Recording?
    /// Render a PNG instead of opening a window, when set.
    public var screenshot: Screenshot?
    /// The window size in points; nil: the scene's `defaultSize`, or 960x640.
    public var size: CGSize?
    /// Open with the inspector shown.
    public var showsInspector = false
    /// Keep the last seconds of frames for the inspector's timeline strip (pause to scrub them)
    /// even while its panel is hidden (`InspectedContent.recordsHistory`).
    public var recordsHistory = false
    /// The modifiers the inspector's keys (i, s, p, .) need: Control+Shift in
    /// an app, so that the app keeps every plain key; none in the park.
    public var inspectorKeyModifiers: EventModifiers = [.control, .shift]
    /// Print what the host chose and, on exit, the frame statistics.
    public var verbose = false
    /// The audio output.
    public var audio = AudioSetup()
    /// The line printed when there is no display (after the program's name).
    public var noDisplayMessage = "no display: set DISPLAY, or LUNAPARK_SCREENSHOT=out.png to render without a window"

    /// The window size when neither the scene nor the options give one, points (SwiftUI's is platform-chosen).
    public static let defaultWindowSize = CGSize(width: 960, height: 640)

    /// Options with every default: a window, no inspector, 48 kHz stereo audio.
    public init() {}

    /// Options read from `environment` (by default the process's), with the
    /// variables in the table above.
    /// - Throws: `AppLaunchError.badVariable` naming the first variable with a bad value.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) throws(AppLaunchError) {
        func flag(_ name: String) -> Bool {
            guard let value = environment[name] else { return false }
            return !["", "0", "false", "no"].contains(value.lowercased())
        }
        func number(_ name: String, default value: Double, in range: ClosedRange<Double>) throws(AppLaunchError) -> Double {
            guard let text = environment[name] else { return value }
            guard let number = Double(text), range.contains(number) else {
                throw .badVariable(name, text, expected: "a number in \(range.lowerBound.formatted())...\(range.upperBound.formatted())")
            }
            return number
        }
        showsInspector = flag("LUNAPARK_INSPECTOR")
        recordsHistory = flag("LUNAPARK_HISTORY")
        verbose = flag("LUNAPARK_VERBOSE")
        audio = AudioSetup(muted: flag("LUNAPARK_MUTE"), verbose: verbose,
                           playsSensoryFeedback: flag("LUNAPARK_FEEDBACK_SOUNDS"))
        if let text = environment["LUNAPARK_SIZE"] {
            let parts = text.lowercased().split(separator: "x").compactMap { Double($0) }
            guard parts.count == 2, parts.allSatisfy({ (100...10_000).contains($0) }) else {
                throw .badVariable("LUNAPARK_SIZE", text, expected: "WIDTHxHEIGHT in points, each 100...10000")
            }
            size = CGSize(width: parts[0], height: parts[1])
        }
        let time = try number("LUNAPARK_AT", default: 0, in: 0...3_600)
        let scale = try number("LUNAPARK_SCALE", default: 1, in: 0.25...4)
        let duration = try number("LUNAPARK_DURATION", default: 5, in: 0.1...600)
        if let path = environment["LUNAPARK_RECORD"] {
            guard !path.isEmpty else { throw .badVariable("LUNAPARK_RECORD", path, expected: "an animated PNG file path") }
            recording = Recording(path: path, duration: duration)
        }
        if let path = environment["LUNAPARK_SCREENSHOT"] {
            guard !path.isEmpty else { throw .badVariable("LUNAPARK_SCREENSHOT", path, expected: "a PNG file path") }
            screenshot = Screenshot(path: path, time: time, scale: scale)
        }
    }
}

/// Why an app could not start or finish, in one line, with its exit status.
public enum AppLaunchError: Error, CustomStringConvertible, Equatable {
    /// A `LUNAPARK_*` variable has a value that cannot be used.
    case badVariable(String, String, expected: String)
    /// The app's body declares no `WindowGroup` or `Window`.
    case noWindowScene
    /// The screenshot could not be written.
    case cannotWriteScreenshot(String, reason: String)
    /// The recording's file cannot be created.
    case cannotWriteRecording(String)

    public var description: String {
        switch self {
        case .badVariable(let name, let value, let expected): "\(name)=\(value): expected \(expected)"
        case .noWindowScene: "the app's body declares no WindowGroup or Window: nothing to open"
        case .cannotWriteScreenshot(let path, let reason): "cannot write \(path): \(reason)"
        case .cannotWriteRecording(let path): "cannot create the recording \(path)"
        }
    }

    /// The process exit status (sysexits.h): 64 usage (a bad variable), 70 software, 73 cannot create.
    public var exitStatus: Int32 {
        switch self {
        case .badVariable: 64
        case .noWindowScene: 70
        case .cannotWriteScreenshot, .cannotWriteRecording: 73
        }
    }
}
