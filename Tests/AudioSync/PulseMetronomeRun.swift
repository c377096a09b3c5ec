import Foundation
import Lunapark
@testable import LunaparkDemo

/// One run of the metronome through a private PulseAudio daemon
/// (`PrivatePulseServer`): played through SDL's PulseAudio driver as
/// `lunapark` opens it, recorded from the null sink's monitor, and every
/// sound matched with its onset (`OnsetAlignment`). Measures; the test judges.
@MainActor
struct PulseMetronomeRun {
    /// The daemon could not be started: PulseAudio cannot run here.
    struct ServerUnavailable: Error, CustomStringConvertible {
        var description: String
    }

    static let rate = 48_000
    /// How far from the line an onset still counts as its beat's, frames (5 ms).
    static let matchWindowFrames = 240.0

    let requests: [RecordingAudioOutput.Request]
    /// For each request: placed on its own frame (its request came in time).
    let inTime: [Bool]
    /// Each sound against the line `offset + rate * entry time` through them all.
    let alignment: OnsetAlignment
    /// Each placed sound's onset against its mix frame: the frames the server
    /// put between them, less the most common such distance (0 unless it ran dry).
    let serverShifts: [Double]
    let warnings: [String]
    let driverName: String
    let statistics: AudioStatistics
    /// The report, one line per entry.
    let report: [String]

    /// The onsets of the sounds placed in time.
    var judged: [OnsetAlignment.Match] { alignment.matches.filter { inTime[$0.index] } }
    /// Largest minus smallest residual of the sounds placed in time, frames.
    var spread: Double {
        let residuals = judged.map(\.residual).filter(\.isFinite)
        return (residuals.max() ?? .nan) - (residuals.min() ?? .nan)
    }
    /// How far the server's dropouts moved sounds, frames (0: it never ran dry).
    var serverShiftRange: Double { (serverShifts.max() ?? 0) - (serverShifts.min() ?? 0) }

    /// Plays `bpm` for `duration` seconds and measures it.
    static func play(bpm: Double, beatsPerBar: Int, duration: TimeInterval) throws -> PulseMetronomeRun {
        let server: PrivatePulseServer
        do {
            server = try PrivatePulseServer(frequency: rate)
        } catch {
            throw ServerUnavailable(description: "\(error)")
        }
        defer { server.stop() }
        let recording = server.directory.appendingPathComponent("monitor.raw")
        try server.startRecording(to: recording, frequency: rate)
        setenv("PULSE_SERVER", server.serverAddress, 1)
        defer { unsetenv("PULSE_SERVER") }

        // As `lunapark` opens it (AudioSetup), on the PulseAudio driver.
        let device = try AudioDevice.open(frequency: rate, format: .s16, channels: 2, chunkSize: AudioSetup().chunkSize,
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

        let requests = session.output.requests
        let onsets = OnsetDetector().onsets(in: OnsetDetector.channel(0, of: try Data(contentsOf: recording), channels: 2))
        let placements = device.placements
        // A sound whose request reached the engine after its buffer was mixed (the main thread
        // stalled) is placed as soon as possible and counted late: it does not fix the line.
        let placed = requests.map { request in placements.first { $0.mixTime == request.mixTime } }
        let inTime = placed.map { ($0?.lateFrames ?? 1) == 0 }
        let alignment = OnsetAlignment(times: requests.map(\.time), judged: inTime, onsets: onsets,
                                       rate: Double(rate), window: matchWindowFrames)
        // The same alignment on mix frames (time = frame / rate): a dropout of the server moves
        // every later onset against its mix frame, by up to 200 ms here.
        let placedFrames = placed.map { Double($0?.startFrame ?? 0) / Double(rate) }
        let shifts = OnsetAlignment(times: placedFrames, judged: placed.map { $0 != nil }, onsets: onsets,
                                    rate: Double(rate), window: 0.2 * Double(rate))
        let serverShifts = shifts.matches.filter { placed[$0.index] != nil }.map(\.residual).filter(\.isFinite)
            .map { $0.rounded() }  // whole frames (the times above are frames / rate)

        let clock = device.clock
        var report = ["driver \(device.driverName), \(device.spec); server \(latencies); daemon \(scheduling), audio thread \(device.threadScheduling); callbacks every \(String(format: "%.3f", (clock.measuredCallbackInterval ?? 0) * 1000)) ms (\(clock.callbacks) callbacks), loop rate \(String(format: "%.2f", clock.filter.frequency)) frames per host second, \(clock.filter.restarts) loop starts; \(device.statistics)"]
        for match in alignment.matches {
            let request = requests[match.index]
            report.append(String(format: "beat %2d %@ entry %+.6f s, onset %@, %@ frames (%@ ms) from the line; requested %+.1f ms before its time%@",
                                 match.index, request.name == "bell" ? "bell" : "tick", request.time - session.shownAt,
                                 match.onset.map { String($0.frame) } ?? "none",
                                 match.residual.isFinite ? String(format: "%+.1f", match.residual) : "-",
                                 match.residual.isFinite ? ms(match.residual) : "-", (request.time - request.requestedAt) * 1000,
                                 inTime[match.index] ? "" : " (late: placed as soon as possible)"))
        }
        report.append("host \(session.host.statistics.summary)")
        return PulseMetronomeRun(requests: requests, inTime: inTime, alignment: alignment, serverShifts: serverShifts,
                                 warnings: warnings, driverName: device.driverName, statistics: device.statistics,
                                 report: report)
    }

    /// `frames` at 48 kHz in milliseconds, three decimals.
    static func ms(_ frames: Double) -> String { String(format: "%.3f", frames * 1000 / Double(rate)) }

    /// The summary line: beats judged, late, the spread, dropouts and the load.
    var summary: String {
        let residuals = judged.map(\.residual).filter(\.isFinite)
        let worst = residuals.map(abs).max() ?? .nan
        return "\(judged.count) beats placed in time, \(requests.count - judged.count) late (main thread stalled); onsets about the line: spread \(String(format: "%.1f", spread)) frames (\(Self.ms(spread)) ms), at most \(String(format: "%.1f", worst)) frames (\(Self.ms(worst)) ms) off the median; the server \(serverShiftRange > 0 ? "ran dry: sounds moved by up to \(Self.ms(serverShiftRange)) ms" : "never ran dry"); load \(Self.loadAverage())"
    }

    /// The 1-minute load average, as /proc/loadavg gives it.
    static func loadAverage() -> String {
        ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?").split(separator: " ").first.map(String.init) ?? "?"
    }
}
