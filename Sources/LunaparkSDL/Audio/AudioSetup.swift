import Foundation
import LunaparkGraph

/// Opens the audio output for a window run and routes `Sound`s to it, or
/// goes on muted (`--mute`, `LUNAPARK_MUTE`, or no device: one warning line).
@MainActor
public struct AudioSetup: Sendable {
    /// Requested output frames per second (Hz, 8000...192000).
    public var frequency = 48_000
    /// Requested channels (1...8; 2: stereo).
    public var channels = 2
    /// No audio at all.
    public var muted = false
    /// Print the obtained spec and the latency.
    public var verbose = false
    /// Play a short click for each `sensoryFeedback` (off by default: a desktop has no haptic
    /// engine, and clicks nobody asked for would surprise; `LUNAPARK_FEEDBACK_SOUNDS=1`).
    public var playsSensoryFeedback = false

    /// An audio setup; the defaults are 48 kHz stereo, not muted, quiet, no feedback clicks.
    public nonisolated init(frequency: Int = 48_000, channels: Int = 2, muted: Bool = false, verbose: Bool = false,
                            playsSensoryFeedback: Bool = false) {
        self.frequency = frequency
        self.channels = channels
        self.muted = muted
        self.verbose = verbose
        self.playsSensoryFeedback = playsSensoryFeedback
    }

    /// Frames per mix buffer: 5 ms, a whole number of milliseconds (SDL's disk
    /// driver sleeps whole milliseconds per buffer; platform notes), short
    /// enough that a sound waits at most 5 ms for its buffer.
    public var chunkSize: Int { max(64, frequency / 200) }

    /// Opens the output and installs the engine as `AudioRouting.output`;
    /// nil when muted. Call `close(_:)` with the result when the run ends.
    public func open() -> AudioEngine? {
        guard !muted else {
            if verbose { print("audio: muted (--mute)") }
            return nil
        }
        guard let device = AudioDevice.openOrMuted(frequency: frequency, format: .s16, channels: channels,
                                                   chunkSize: chunkSize) else { return nil }
        let engine = AudioEngine(device: device)
        engine.preloadSounds()
        if playsSensoryFeedback {
            for feedback in SensoryFeedback.allClicks {
                engine.add(SensoryFeedbackClicks.buffer(for: feedback, frequency: device.spec.frequency,
                                                        channels: device.spec.channels))
            }
        }
        AudioRouting.output = engine
        if verbose {
            // The latency is measured from the first callbacks: wait for a few (at most 0.2 s).
            let deadline = HostClock.now() + 0.2
            while device.statistics.callbacks < 4, HostClock.now() < deadline { usleep(2_000) }
            print(engine.specDescription)
        }
        return engine
    }

    /// Uninstalls and closes the engine; with `verbose`, prints what it did.
    public func close(_ engine: AudioEngine?) {
        guard let engine else { return }
        if AudioRouting.output === engine { AudioRouting.output = nil }
        engine.device.close()
        if verbose { print("audio: \(engine.device.statistics)") }
    }
}
