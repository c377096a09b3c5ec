import ArgumentParser
import Foundation
import Lunapark

/// `lunapark`: opens the demo park in a window, or runs it headless.
@main
struct LunaparkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lunapark",
        abstract: "SwiftUI's animation system on Linux: a park of animated scenes.",
        discussion: """
        Keys in the window: 1-9 and 0 switch to scenes 1-10, Shift+1 ... Shift+0 to scenes 11-20,
        esc or q quits;
        i shows the inspector, s toggles slow motion (x0.1), p pauses, . steps one frame while paused.
        With the inspector shown (or --history), pausing shows a timeline strip of the last 10 s:
        drag its playhead or press the arrow keys to see earlier frames, r replays, s picks the
        replay speed (1, 0.25, 0.1), p goes live again. v starts recording the window into an
        animated PNG, v again writes it (lunapark-recording-N.png).
        w shows where each running animation came from (withAnimation, .animation(_:value:), a
        transition...), the latest state changes and what snapped; o outlines the views animating
        (cyan layer rewrite, magenta redraw, yellow layout), b those whose body ran, t those under
        the pointer that take presses.
        Examples:
          lunapark                                  open the window on scene 1
          lunapark --scene 2                        open on scene 2
          lunapark --scene 11                       open on scene 11 (its key is Shift+1)
          lunapark --list-scenes                    print each scene's number, key and title
          lunapark --screenshot out.png --scene 2 --at 0.333
                                                    render scene 2 at t = 1/3 s into a PNG (no window)
          lunapark --headless --frames 120          run 120 frames on a virtual clock and print counters
          lunapark --scene 2 --record out.png --duration 3
                                                    record 3 s of the window into an animated PNG, then quit
          lunapark --headless --scene 2 --record out.png --duration 3 --press 4@1.5
                                                    the same on the virtual clock (60 fps), pressing 4 at 1.5 s
        """,
        version: lunaparkVersion)

    // Numbers are parsed `.unconditional`ly: `--scene -1` is the value -1 (and a usage error),
    // not a missing value followed by an unknown option.
    @Option(name: .long, parsing: .unconditional, help: "The scene to show first: 1-20 (0 is also the tenth); --list-scenes lists them.")
    var scene: Int = 1

    @Flag(name: .long, help: "List the scenes (number, key, title, sources), then exit.")
    var listScenes = false

    @Flag(name: .long, help: "Run without a window, on a virtual clock.")
    var headless = false

    @Option(name: .long, parsing: .unconditional, help: "With --headless: how many frames to run (at 60 per second), 0-36000.")
    var frames: Int = 120

    @Flag(name: .long, help: "With --headless: measure the CPU time per frame (graph + raster) over --frames frames and print it.")
    var measure = false

    @Option(name: .long, parsing: .unconditional, help: "With --headless: cycle through every scene for this many seconds of real time (1-3600), printing the memory used at start and end.")
    var soak: Double?

    @Option(name: .long, help: "Render the scene at virtual time --at into this PNG file (implies --headless).")
    var screenshot: String?

    @Option(name: .long, parsing: .unconditional, help: "With --screenshot: the virtual time in seconds since the scene appeared, 0-600.")
    var at: Double = 0

    @Option(name: .long, parsing: .unconditional, help: "Window or image width in points, 100-16384.")
    var width: Double = 960

    @Option(name: .long, parsing: .unconditional, help: "Window or image height in points, 100-16384.")
    var height: Double = 640

    @Option(name: .long, parsing: .unconditional, help: "With --screenshot: pixels per point, 0.25-4 (the image at most 32767 px a side, 1 GiB).")
    var scale: Double = 1

    @Option(name: .long, help: "With --headless or --screenshot: the date virtual time 0 stands for, ISO 8601 (default \(HeadlessHost.defaultReferenceDateDescription)).")
    var date: String?

    @Flag(name: .long, help: "Start with the inspector shown (also in --screenshot images).")
    var inspector = false

    @Option(name: .long, help: "Record the window into this animated PNG (APNG) for --duration seconds at its frame rate, then quit; with --headless, on the virtual clock at 60 fps.")
    var record: String?

    @Option(name: .long, parsing: .unconditional, help: "With --record: seconds to record, 0.1-600.")
    var duration: Double = 5

    @Option(name: .long, help: "With --record --headless: press a one-character key at a virtual time, KEY@SECONDS (e.g. 4@1.5 switches to scene 4); repeatable.")
    var press: [String] = []

    @Flag(name: .long, help: "Keep the last 10 s of frames for the timeline strip (p pauses, then drag or arrow keys) with the inspector hidden (shown, it always keeps them).")
    var history = false

    @Flag(name: .long, help: "Print what the host chose (video driver, renderer, refresh) and frame statistics on exit.")
    var verbose = false

    @Flag(name: .long, help: "No sound (otherwise the window opens the audio output, muted with one warning line when there is none).")
    var mute = false

    @Option(name: .long, parsing: .unconditional, help: "Audio output rate in Hz, 8000-192000.")
    var audioFrequency: Int = 48_000

    @Option(name: .long, parsing: .unconditional, help: "Audio output channels (1 mono, 2 stereo), 1-8.")
    var audioChannels: Int = 2

    func validate() throws {
        guard sceneIndex != nil else {
            throw ValidationError("no scene \(scene): use --list-scenes to see them")
        }
        typealias Limits = CommandLineLimits
        try Limits.check(frames, in: Limits.frames, option: "--frames", unit: "frames")
        try Limits.check(at, in: Limits.seconds, option: "--at", unit: "seconds")
        try Limits.check(width, in: Limits.points, option: "--width", unit: "points")
        try Limits.check(height, in: Limits.points, option: "--height", unit: "points")
        try Limits.check(scale, in: Limits.scale, option: "--scale", unit: "pixels per point")
        try Limits.checkImage(width: width, height: height, scale: screenshot == nil && !(headless && record != nil) ? 1 : scale)
        if record != nil {
            try Limits.check(duration, in: Limits.recordSeconds, option: "--duration", unit: "seconds")
        }
        for press in press {
            guard record != nil, headless else { throw ValidationError("--press needs --record and --headless") }
            _ = try HeadlessRun.keyPress(press)
        }
        try Limits.check(audioFrequency, in: Limits.audioFrequency, option: "--audio-frequency", unit: "Hz")
        try Limits.check(audioChannels, in: Limits.audioChannels, option: "--audio-channels", unit: "channels")
        if let soak {
            try Limits.check(soak, in: Limits.soakSeconds, option: "--soak", unit: "seconds")
            guard headless else { throw ValidationError("--soak needs --headless") }
        }
        if let date {
            _ = try Limits.date(iso8601: date)
            guard headless || screenshot != nil else {
                throw ValidationError("--date needs --headless or --screenshot (a window runs on the real date)")
            }
        }
    }

    /// The date virtual time 0 stands for in headless runs: `--date`, or the host's fixed default.
    var referenceDate: Date {
        date.flatMap { try? CommandLineLimits.date(iso8601: $0) } ?? HeadlessHost.defaultReferenceDate
    }

    /// The catalog index of `--scene`.
    var sceneIndex: Int? {
        // ArgumentParser calls validate() and run() on the main thread.
        MainActor.assumeIsolated { SceneCatalog.index(forNumber: scene) }
    }

    func run() throws {
        try MainActor.assumeIsolated {
            if listScenes {
                for line in SceneCatalog.listing { print(line) }
                return
            }
            let size = CGSize(width: width, height: height)
            if let screenshot {
                try HeadlessRun(size: size, scene: sceneIndex!, scale: scale, inspector: inspector, referenceDate: referenceDate)
                    .screenshot(to: screenshot, at: at)
            } else if let record, headless {
                try HeadlessRun(size: size, scene: sceneIndex!, scale: scale, referenceDate: referenceDate)
                    .record(to: record, duration: duration, presses: press.map(HeadlessRun.keyPress))
            } else if headless {
                let run = HeadlessRun(size: size, scene: sceneIndex!, scale: 1, referenceDate: referenceDate)
                if let soak {
                    run.soak(seconds: soak)
                } else if measure {
                    run.measure(frames: frames)
                } else {
                    run.run(frames: frames)
                }
            } else {
                try WindowRun(size: size, scene: sceneIndex!, verbose: verbose, inspector: inspector, history: history,
                              recording: record.map { AppLaunchOptions.Recording(path: $0, duration: duration) },
                              audio: AudioSetup(frequency: audioFrequency, channels: audioChannels, muted: mute, verbose: verbose)).run()
            }
        }
    }
}

extension LunaparkCommand {
    /// Parses and runs, reporting a bad command line in one line (`lunapark: ...`)
    /// with ArgumentParser's exit status (64 for usage errors); `--help` prints the full help.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
            } else if !(error is ExitCode) {
                let message = self.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
                FileHandle.standardError.write(Data("lunapark: \(message) (see --help)\n".utf8))
            }
            exit(withError: code == .success ? nil : ExitCode(code.rawValue))
        }
    }
}
