import Foundation

/// A decoded sound, ready to mix: interleaved samples at the device's rate
/// and channel count, as `Float` in -1...1.
///
/// Immutable, so the audio thread can read it while the main actor holds
/// it in its cache (sharing needs no lock). Decoding happens once, on the
/// main actor, when the sound is prepared; the mixer only adds samples.
public final class SoundBuffer: Sendable {
    /// The asset name (`tick`, `bell`).
    public let name: String
    /// Interleaved samples: frame `f`, channel `c` is at `f * channels + c`.
    public let samples: [Float]
    /// Interleaved channels per frame.
    public let channels: Int
    /// Sample frames per second (Hz).
    public let frequency: Int

    /// Creates a buffer from interleaved samples; `samples.count` must be a
    /// multiple of `channels` (a trailing partial frame is dropped).
    public init(name: String, samples: [Float], channels: Int, frequency: Int) {
        precondition(channels > 0 && frequency > 0, "a sound needs channels and a rate")
        self.name = name
        self.channels = channels
        self.frequency = frequency
        let whole = samples.count - samples.count % channels
        self.samples = whole == samples.count ? samples : Array(samples[..<whole])
    }

    /// Length in sample frames.
    public var frames: Int { samples.count / channels }

    /// Length in seconds.
    public var duration: TimeInterval { Double(frames) / Double(frequency) }
}
