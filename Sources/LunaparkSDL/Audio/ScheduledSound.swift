import Foundation

/// A request to play a sound, handed from the main actor to the audio thread.
public struct ScheduledSound: Sendable {
    /// What to play.
    public var sound: SoundBuffer
    /// The host time (seconds, `HostClock`) at which the sound's first frame
    /// must be *mixed*: the time it was scheduled for plus the engine's
    /// scheduling lead (by default minus one device buffer, so that it is
    /// heard on its time). `-infinity` means "as soon as possible" (and is never late).
    public var mixTime: TimeInterval
    /// Gain applied to every sample, 0...1.
    public var volume: Float

    /// Creates a request.
    public init(sound: SoundBuffer, mixTime: TimeInterval, volume: Float) {
        self.sound = sound
        self.mixTime = mixTime
        self.volume = volume
    }
}
