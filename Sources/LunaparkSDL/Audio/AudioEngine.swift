import Foundation
import LunaparkGraph

/// The audio output views play `Sound`s on: loads sounds from
/// `Assets/Sounds/`, and schedules each on the output frame of its host time.
///
/// Timing. A sound for host time `t` (a timeline entry's time, from
/// `AudioRouting.currentEventTime`) is mixed at host time `t + schedulingLead`
/// on the frame the audio clock gives for it, and heard one device buffer
/// later: at `t + outputDelay`, the same delay for every sound, so sounds
/// keep the exact spacing of their entries (to the sample). The lead exists
/// because a sound cannot be placed in a buffer already mixed: the graph
/// applies an entry while building the first frame whose target time is at
/// or after it, which can be up to a frame after the entry, and the
/// buffer holding the entry's frame must still be ahead of the mixer. So the
/// lead is one mix buffer (requests wait for the next callback) plus one
/// frame interval plus a millisecond of margin. Sounds requested later than
/// that are placed on the next frame not yet mixed and counted late
/// (`AudioStatistics.lateSounds`).
///
/// Errors. A missing or undecodable sound is reported in one line (through
/// `warn`) the first time it is played, and then ignored: the scene runs on.
@MainActor
public final class AudioEngine: AudioOutput {
    /// The open output.
    public let device: AudioDevice
    /// How long after its host time a sound is mixed, seconds (see the type's documentation).
    public let schedulingLead: TimeInterval
    /// Where sounds are read from (`Assets/Sounds` by default).
    public let soundsFolder: URL?
    private let warn: (String) -> Void
    private var sounds: [String: SoundBuffer] = [:]
    private var failures: [String: SoundLoadError] = [:]

    /// The default scheduling lead for a device, seconds: one mix buffer, one
    /// frame interval, and 1 ms of margin.
    /// - Parameter frameInterval: the display's refresh interval, seconds.
    public nonisolated static func defaultSchedulingLead(for spec: AudioSpec,
                                                         frameInterval: TimeInterval = 1.0 / 60) -> TimeInterval {
        spec.chunkDuration + frameInterval + 0.001
    }

    /// Creates the engine on an open device.
    /// - Parameters:
    ///   - device: the output.
    ///   - schedulingLead: seconds between a sound's host time and its mix time;
    ///     `defaultSchedulingLead(for:)` when nil.
    ///   - soundsFolder: the folder of `<name>.wav` / `<name>.ogg` files.
    ///   - warn: where one-line errors go (standard error by default).
    public init(device: AudioDevice, schedulingLead: TimeInterval? = nil,
                soundsFolder: URL? = AssetLocator.directory?.appendingPathComponent("Sounds"),
                warn: @escaping (String) -> Void = { FileHandle.standardError.write(Data(("audio: " + $0 + "\n").utf8)) }) {
        self.device = device
        self.schedulingLead = max(0, schedulingLead ?? Self.defaultSchedulingLead(for: device.spec))
        self.soundsFolder = soundsFolder
        self.warn = warn
    }

    /// The delay from a sound's host time to when it is heard, seconds:
    /// the scheduling lead plus the device latency (one device buffer).
    public var outputDelay: TimeInterval { schedulingLead + device.deviceLatency }

    /// Loads `name` (once); throws a `SoundLoadError` whose description is one line.
    public func prepare(_ name: String) throws {
        _ = try sound(named: name)
    }

    /// Plays `name` so that it is heard `outputDelay` after host time `time`
    /// (seconds; `-infinity`: as soon as possible), at `volume` (0...1).
    /// A sound that cannot be loaded is reported once, in one line.
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
        let mixTime = time.isFinite ? time + schedulingLead : -.infinity
        device.schedule(ScheduledSound(sound: buffer, mixTime: mixTime, volume: Float(min(1, max(0, volume)))))
    }

    /// The decoded sound, loading it on first use; a failed load is remembered.
    public func sound(named name: String) throws(SoundLoadError) -> SoundBuffer {
        if let loaded = sounds[name] { return loaded }
        if let failure = failures[name] { throw failure }
        let loaded = try SoundLoader.load(name, from: soundsFolder, spec: device.spec)
        sounds[name] = loaded
        return loaded
    }

    /// One line: driver, spec, latency, as `--verbose` prints it.
    public var specDescription: String {
        let interval = device.measuredCallbackInterval.map { String(format: ", callbacks every %.2f ms (measured)", $0 * 1000) } ?? ""
        return "audio: driver \(device.driverName), \(device.spec); output latency \(String(format: "%.2f", device.deviceLatency * 1000)) ms (device buffer \(device.framesPerCallback > 0 ? device.framesPerCallback : device.spec.chunkSize) frames)\(interval) + scheduling lead \(String(format: "%.2f", schedulingLead * 1000)) ms = sounds heard \(String(format: "%.2f", outputDelay * 1000)) ms after their time"
    }
}
