import Foundation

/// Why no audio device could be opened; `description` is one line.
public enum AudioDeviceError: Error, Hashable, CustomStringConvertible {
    /// SDL's audio subsystem did not start (SDL_GetError's text).
    case initFailed(String)
    /// The device did not open (SDL_GetError's text, for example
    /// "ALSA: Couldn't open audio device: No such file or directory").
    case openFailed(String)
    /// SDL_mixer already has an open device: it has only one output per process.
    case alreadyOpen

    /// The reason, one line.
    public var description: String {
        switch self {
        case let .initFailed(reason): "SDL audio did not start: \(reason)"
        case let .openFailed(reason): reason
        case .alreadyOpen: "an SDL_mixer device is already open"
        }
    }
}
