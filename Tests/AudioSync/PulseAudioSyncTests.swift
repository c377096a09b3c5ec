import Foundation
import Lunapark
import XCTest
@testable import LunaparkDemo

/// The metronome (scene 7) at 120 bpm for 10 s through a real sound server:
/// a private PulseAudio daemon (`PrivatePulseServer`) with a null sink, whose
/// monitor `parec` records, played through SDL's PulseAudio driver as
/// `lunapark` opens it. The null sink consumes frames on the monotonic clock
/// `HostClock` reads, so the recording's frame index is host time at 48 kHz
/// plus one unknown offset (the recording's start and the server's constant
/// latency): every beat's onset, the first (played as the metronome
/// appears) included, must fall on the line `offset + 48000 * entry time`
/// (`OnsetAlignment`). The spread of the onsets about that line is printed.
///
/// XCTest, as the disk-driver test next to it: the SDL host runs on the
/// process's main thread, which XCTest's main-actor tests are on (Swift
/// Testing's main actor is not the main thread here). Skipped, with one
/// line saying why, only where no PulseAudio daemon can run.
final class PulseAudioSyncTests: XCTestCase {
    /// The largest spread of the onsets about the line allowed, frames at 48 kHz (0.25 ms; measured
    /// 1-2 frames, see the README, against 0-5 ms when sounds start on buffer boundaries as SDL_mixer's
    /// channels do, or 20-150 ms when the server runs dry).
    static let toleranceFrames = 12.0
    /// How far from the line an onset still counts as its beat's, frames (5 ms).
    static let matchWindowFrames = 240.0

    @MainActor
    func testMetronomeThroughPulseAudioLandsOnItsEntries() async throws {
        let bpm = 120.0, beatsPerBar = 4, duration = 10.0, rate = 48_000
        let server: PrivatePulseServer
        do {
            server = try PrivatePulseServer(frequency: rate)
        } catch {
            throw XCTSkip("PulseAudio sync test skipped: \(error)")
        }
        defer { server.stop() }
        let recording = server.directory.appendingPathComponent("monitor.raw")
        try server.startRecording(to: recording, frequency: rate)
        setenv("PULSE_SERVER", server.serverAddress, 1)
        defer { unsetenv("PULSE_SERVER") }

        // As `lunapark` opens it (AudioSetup), on the PulseAudio driver.
        let setup = AudioSetup()
        let device = try AudioDevice.open(frequency: rate, format: .s16, channels: 2, chunkSize: setup.chunkSize,
                                          driver: "pulseaudio", callbackLogCapacity: 16_384).get()
        var warnings: [String] = []
        let engine = AudioEngine(device: device) { warnings.append($0) }
        // A new PulseAudio stream calls back once, then stalls 0.8-2 s before its steady callbacks:
        // the metronome appears once they have flowed for 0.5 s (at most 8 s), as a scene entered
        // with its number key after the window has been open a while.
        var steadySince: TimeInterval?
        var lastCallbacks: Int64 = 0
        let session = try MetronomeSession.run(engine: engine, bpm: bpm, beatsPerBar: beatsPerBar, duration: duration) { elapsed in
            let callbacks = device.statistics.callbacks
            let flowing = callbacks > lastCallbacks + 1 && device.clock.canPlace
            lastCallbacks = callbacks
            if !flowing { steadySince = nil } else if steadySince == nil { steadySince = elapsed }
            return elapsed > 8 || (steadySince.map { elapsed - $0 >= 0.5 } ?? false)
        }
        let latencies = server.streamLatencies()
        let scheduling = server.scheduling
        usleep(300_000)  // the last sounds reach the sink and the monitor
        device.close()
        server.stopRecording()

        XCTAssertEqual(warnings, [], "both sounds load")
        XCTAssertEqual(device.driverName, "pulseaudio")
        let requests = session.output.requests
        let interval = 60 / bpm
        XCTAssertGreaterThanOrEqual(requests.count, Int(duration / interval) - 1)
        let samples = OnsetDetector.channel(0, of: try Data(contentsOf: recording), channels: 2)
        let onsets = OnsetDetector().onsets(in: samples)
        let placements = device.placements
        let stats = device.statistics
        let clock = device.clock

        // A sound whose request reached the engine after its buffer was mixed (the main thread
        // stalled) is placed as soon as possible and counted late: it does not fix the line.
        let placed = requests.map { request in placements.first { $0.mixTime == request.mixTime } }
        let inTime = placed.map { ($0?.lateFrames ?? 1) == 0 }
        let alignment = OnsetAlignment(times: requests.map(\.time), judged: inTime, onsets: onsets,
                                       rate: Double(rate), window: Self.matchWindowFrames)
        let judged = alignment.matches.filter { inTime[$0.index] }
        let residuals = judged.map(\.residual).filter(\.isFinite)
        let spread = (residuals.max() ?? .nan) - (residuals.min() ?? .nan)
        let worst = residuals.map(abs).max() ?? .nan
        // Where the server put each placed frame: recording frame minus mix frame (constant unless it ran dry).
        let serverShifts = alignment.matches.compactMap { match in
            match.onset.flatMap { onset in placed[match.index].map { onset.frame - Int($0.startFrame) } }
        }
        let shiftRange = (serverShifts.max() ?? 0) - (serverShifts.min() ?? 0)

        func ms(_ frames: Double) -> String { String(format: "%.3f", frames * 1000 / Double(rate)) }
        print("pulse sync: driver \(device.driverName), \(device.spec); server \(latencies); daemon \(scheduling), audio thread \(device.threadScheduling); callbacks every \(String(format: "%.3f", (clock.measuredCallbackInterval ?? 0) * 1000)) ms (\(clock.callbacks) callbacks), loop rate \(String(format: "%.2f", clock.filter.frequency)) frames per host second, \(clock.filter.restarts) loop starts; \(stats)")
        for match in alignment.matches {
            let request = requests[match.index]
            print(String(format: "pulse sync: beat %2d %@ entry %+.6f s, onset %@, %@ frames (%@ ms) from the line; requested %+.1f ms before its time%@",
                         match.index, request.name == "bell" ? "bell" : "tick", request.time - session.shownAt,
                         match.onset.map { String($0.frame) } ?? "none", match.residual.isFinite ? String(format: "%+.1f", match.residual) : "-",
                         match.residual.isFinite ? ms(match.residual) : "-", (request.time - request.requestedAt) * 1000,
                         inTime[match.index] ? "" : " (late: placed as soon as possible)"))
        }
        print("pulse sync: the server put placed frames \(serverShifts.min() ?? 0)...\(serverShifts.max() ?? 0) frames into the recording (a range above 0: it ran dry and shifted later sounds); host \(session.host.statistics.summary)")
        print("pulse sync: \(judged.count) beats placed in time, \(requests.count - judged.count) late (main thread stalled); onsets about the line: spread \(String(format: "%.1f", spread)) frames (\(ms(spread)) ms), at most \(String(format: "%.1f", worst)) frames (\(ms(worst)) ms) off the median; load \(Self.loadAverage())")
        fflush(nil)

        let lost = judged.filter { $0.onset == nil }.map(\.index)
        XCTAssertEqual(lost, [], "every beat placed in time is heard within 5 ms of the line through the others")
        for match in alignment.matches {
            guard let onset = match.onset else { continue }
            let isBell = onset.length > rate / 10  // the bell rings 420 ms, the tick 40 ms
            XCTAssertEqual(isBell, requests[match.index].name == "bell", "beat \(match.index): the recording holds a \(isBell ? "bell" : "tick")")
        }
        XCTAssertTrue(inTime.first ?? false, "the first beat, played as the metronome appears, is requested in time for its frame")
        XCTAssertGreaterThanOrEqual(judged.count, 12, "about 20 beats in 10 s at 120 bpm, at most a few late (main-thread stalls)")
        XCTAssertLessThanOrEqual(spread, Self.toleranceFrames, "every beat placed in time, the first included, on its entry's sample: spread \(ms(spread)) ms")
        XCTAssertEqual(Int(stats.lateSounds), requests.count - judged.count, "the engine places every request made in time on its frame")
    }

    /// The 1-minute load average, as /proc/loadavg gives it.
    static func loadAverage() -> String {
        ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?").split(separator: " ").first.map(String.init) ?? "?"
    }
}
