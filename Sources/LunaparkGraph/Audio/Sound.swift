import Foundation
import LunaparkCore

/// A short sound from the assets, played from views and actions
/// (`let bell = Sound("bell"); bell.play()`), as the article's metronome plays
/// NSSound.
///
/// `play()` starts the sound at the logical time of the change that plays
/// it: called from `onChange(of: timeline.date)`, that is the timeline
/// entry's own time, so the sound lands on the entry's sample rather than
/// on the next frame; called from a button action, the time of the click.
/// With no audio output (muted) playing does nothing.
public struct Sound: Hashable, Sendable {
    /// The asset name, without extension (`Assets/Sounds/<name>.wav` or `.ogg`).
    public let name: String
    /// Playback volume, 0...1.
    public var volume: Double

    /// The sound `name` from the assets, at `volume`: 0 silent, 1 (the default)
    /// as recorded. Values outside 0...1 are clamped here. The output loads
    /// the file on first play, or earlier with `prepare()`.
    public init(_ name: String, volume: Double = 1) {
        self.name = name
        self.volume = min(1, max(0, volume))
    }

    /// Plays the sound at the logical time of the current change (see the type's documentation);
    /// outside an update (no change is being applied), as soon as the output can.
    @MainActor
    public func play() {
        guard let output = AudioRouting.output else { return }
        output.play(name, at: AudioRouting.currentEventTime ?? -.infinity, volume: volume)
    }

    /// Plays the sound at host time `time` (seconds).
    @MainActor
    public func play(at time: TimeInterval) {
        AudioRouting.output?.play(name, at: time, volume: volume)
    }

    /// Loads the sound now, so that the first `play()` does not wait for the file;
    /// a missing or corrupt file is reported here (one line).
    @MainActor
    public func prepare() throws {
        try AudioRouting.output?.prepare(name)
    }
}
