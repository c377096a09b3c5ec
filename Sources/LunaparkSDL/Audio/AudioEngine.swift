import Foundation
import LunaparkGraph

/// The audio output views play `Sound`s on: loads sounds from
/// `Assets/Sounds/`, and schedules each on the output frame of its host time.
///
/// Timing. A sound for host time `t` (a timeline entry's time, from
/// `AudioRouting.currentEventTime`) is heard at `t + outputDelay`: on its own
/// time by default (`outputDelay` 0). Frames reach the speaker one device
/// buffer after they are mixed (`AudioClock`), so the sound is mixed one
/// device buffer early, at `t + schedulingLead` (`schedulingLead` =
/// `outputDelay` minus the device latency: negative), on the output frame
/// the audio clock gives for that host time. Every sound is thus placed to
/// the sample, with the exact spacing of the entries.
///
/// A sound cannot be placed in a buffer already mixed, and a request waits
/// for the next mix callback, so it must reach the engine
/// `requiredRequestLead` before its time (two device buffers: 10 ms with
/// 5 ms buffers). `SDLHost` builds each frame about two refresh intervals
/// before its target time (one more than without its one-frame pipeline), and the graph applies an
/// entry in the first frame whose target is at or after it, so an entry's
/// sound is requested at least one interval minus the work time ahead.
/// Requests that come later (a button's sound at the click's time, or any
/// request after a main-thread stall) are placed on the first frame not yet
/// mixed, heard as soon as possible, and counted late
/// (`AudioStatistics.lateSounds`).
///
/// Idle. Once nothing has sounded for `silenceBeforeSuspending` (2 s by
/// default) the output suspends itself, and the next sound resumes it
/// (`AudioDevice.silenceBeforeSuspending`): a still window costs no CPU for
/// audio, and a sound requested `requiredRequestLead` ahead still lands on
/// its frame after a resume.
///
/// Errors. A missing or undecodable sound is reported in one line (through
/// `warn`) the first time it is played, and then ignored: the scene runs on.
@MainActor
public final class AudioEngine: AudioOutput {
    /// The open output.
    public let device: AudioDevice
    /// How long after its host time a sound is heard, seconds; 0 by default:
    /// on its time (see the type's documentation).
    public let outputDelay: TimeInterval
    /// Where sounds are read from (`Assets/Sounds` by default).
    public let soundsFolder: URL?
    private let warn: (String) -> Void
    private var sounds: [String: SoundBuffer] = [:]
    private var failures: [String: SoundLoadError] = [:]

    /// Creates the engine on an open device.
    /// - Parameters:
    ///   - device: the output.
    ///   - outputDelay: seconds from a sound's host time to when it is heard,
    ///     0 or more: 0 (the default) plays every sound on its time; a host
    ///     that learns of its updates later than `requiredRequestLead` ahead
    ///     can delay all sounds alike instead of having them counted late.
    ///   - silenceBeforeSuspending: seconds of silence after which the output
    ///     suspends itself until the next sound (nil: never); 2 s by default,
    ///     longer than the gap between a slow metronome's beats (1.5 s at 40 bpm).
    ///   - soundsFolder: the folder of `<name>.wav` / `<name>.ogg` files.
    ///   - warn: where one-line errors go (standard error by default).
    public init(device: AudioDevice, outputDelay: TimeInterval = 0, silenceBeforeSuspending: TimeInterval? = 2,
                soundsFolder: URL? = AssetLocator.directory?.appendingPathComponent("Sounds"),
                warn: @escaping (String) -> Void = { FileHandle.standardError.write(Data(("audio: " + $0 + "\n").utf8)) }) {
        self.device = device
        device.silenceBeforeSuspending = silenceBeforeSuspending
        self.outputDelay = max(0, outputDelay)
        self.soundsFolder = soundsFolder
        self.warn = warn
    }

    /// How long after its host time a sound is mixed, seconds: `outputDelay`
    /// minus the device latency (one device buffer, measured from the
    /// callbacks), so negative by default: mixed one buffer early, heard on time.
    public var schedulingLead: TimeInterval { outputDelay - device.deviceLatency }

    /// How long before its host time a request must reach the engine to be
    /// placed on its own frame, seconds: the device latency (it is mixed that
    /// early) plus one device buffer (a request waits for the next mix
    /// callback), less `outputDelay`. 10 ms with 5 ms buffers.
    public var requiredRequestLead: TimeInterval { 2 * device.deviceLatency - outputDelay }

    /// The host time at which a sound for host time `time` is mixed, seconds:
    /// `time + schedulingLead`; `-infinity` ("as soon as possible") stays so.
    public func mixTime(for time: TimeInterval) -> TimeInterval {
        time.isFinite ? time + schedulingLead : -.infinity
    }

    /// Loads every `.wav` and `.ogg` sound of `soundsFolder` (at most `limit`),
    /// so that a sound played as a view appears is not decoded while the
    /// frame that shows the view is built (two 0.4 s sounds take about 20 ms
    /// in a debug build, more on a loaded machine, when the sound must be
    /// requested within about 20 ms of that frame's start to land on its
    /// sample). A file that cannot be decoded is reported once, in one line,
    /// when it is first played, as before. Returns how many loaded.
    @discardableResult
    public func preloadSounds(limit: Int = 64) -> Int {
        guard let soundsFolder,
              let files = try? FileManager.default.contentsOfDirectory(atPath: soundsFolder.path) else { return 0 }
        let names = Set(files.filter { $0.hasSuffix(".wav") || $0.hasSuffix(".ogg") }
            .map { ($0 as NSString).deletingPathExtension }).sorted().prefix(max(0, limit))
        return names.reduce(0) { count, name in (try? sound(named: name)) == nil ? count : count + 1 }
    }

    /// Makes `buffer` playable under its name (a sound made in code, such as the clicks of
    /// `SensoryFeedbackClicks`), in place of any file of that name.
    public func add(_ buffer: SoundBuffer) {
        sounds[buffer.name] = buffer
        failures[buffer.name] = nil
    }

    /// Loads `name` (once); throws a `SoundLoadError` whose description is one line.
    public func prepare(_ name: String) throws {
        _ = try sound(named: name)
    }

    /// Plays `name` so that it is heard `outputDelay` after host time `time`
    /// (seconds; `-infinity`: as soon as possible), at `volume` (0...1): mixed
    /// at `mixTime(for: time)`. A request made less than `requiredRequestLead`
    /// before its time plays as soon as possible and counts late. A sound
    /// that cannot be loaded is reported once, in one line.
    public func play(_ name: String, at time: TimeInterval, volume: Double) {
        let buffer: SoundBuffer
        do {
            buffer = try sound(named: name)
        } catch {
            if failures[name] == nil {
                failures[name] = error
                warn(error.description)
            }
            return
        }
        device.schedule(ScheduledSound(sound: buffer, mixTime: mixTime(for: time), volume: Float(min(1, max(0, volume)))))
    }

    /// The decoded sound, loading it on first use; a failed load is remembered.
    public func sound(named name: String) throws(SoundLoadError) -> SoundBuffer {
        if let loaded = sounds[name] { return loaded }
        if let failure = failures[name] { throw failure }
        // Loading frees an SDL_mixer chunk, which takes the audio lock a suspended output holds.
        let loaded = try device.withOutputAwake { () throws(SoundLoadError) in
            try SoundLoader.load(name, from: soundsFolder, spec: device.spec)
        }
        sounds[name] = loaded
        return loaded
    }

    /// One line: driver, spec, latency and when sounds are mixed and heard, as `--verbose` prints it.
    public var specDescription: String {
        func ms(_ seconds: TimeInterval) -> String { String(format: "%.2f", seconds * 1000) }
        let interval = device.measuredCallbackInterval.map { ", callbacks every \(ms($0)) ms (measured)" } ?? ""
        let frames = device.framesPerCallback > 0 ? device.framesPerCallback : device.spec.chunkSize
        let mixed = schedulingLead <= 0 ? "\(ms(-schedulingLead)) ms before" : "\(ms(schedulingLead)) ms after"
        let heard = outputDelay > 0 ? "heard \(ms(outputDelay)) ms after their time" : "heard on their time"
        return "audio: driver \(device.driverName), \(device.spec); output latency \(ms(device.deviceLatency)) ms (device buffer \(frames) frames)\(interval); sounds mixed \(mixed) their time and \(heard) when requested at least \(ms(requiredRequestLead)) ms ahead, else as soon as possible (counted late); audio thread \(device.threadScheduling)"
    }
}
