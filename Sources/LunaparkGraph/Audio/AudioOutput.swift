import Foundation
import LunaparkCore

/// Where `Sound`s play: the host installs one (SDL_mixer in a window, a
/// recorder in the headless host, nothing when muted).
///
/// Times are host-clock seconds, the same clock `ViewGraph.frame(at:)`
/// receives, so a sound can be placed on the exact sample of a timeline
/// entry. An output starts a sound scheduled in the past as soon as it can.
@MainActor
public protocol AudioOutput: AnyObject {
    /// Loads (or finds already loaded) the sound named `name` in the assets;
    /// throws an error whose description is one line naming the file.
    func prepare(_ name: String) throws

    /// Plays the sound named `name` starting at host time `time`, at `volume` (0...1).
    func play(_ name: String, at time: TimeInterval, volume: Double)
}

/// The process's audio output, set by the host.
@MainActor
public enum AudioRouting {
    /// The output sounds play on; nil means muted.
    public static var output: (any AudioOutput)?

    /// The host time that playing a sound "now" means: the logical time of the
    /// update being applied (a timeline entry's time, an event's time), set by the
    /// scene graph while it applies changes; nil outside updates.
    public internal(set) static var currentEventTime: TimeInterval?

    /// Runs `body` with `currentEventTime` set to `time`, then restores the time it had
    /// (updates nest: an entry's changes flush updates, which set it again).
    static func withEventTime<Result>(_ time: TimeInterval?, _ body: () throws -> Result) rethrows -> Result {
        let previous = currentEventTime
        currentEventTime = time
        defer { currentEventTime = previous }
        return try body()
    }
}
