import Foundation

/// Why an `SDLHost` could not start. Each case reads as one line for the
/// user (`description`) and maps to an exit status (`exitStatus`).
public enum SDLHostError: Error, Hashable, CustomStringConvertible {
    /// No display to open: neither DISPLAY nor WAYLAND_DISPLAY is set and no
    /// SDL video driver was chosen.
    case noDisplay
    /// SDL's video subsystem did not start; `display` is the DISPLAY (or
    /// WAYLAND_DISPLAY) it tried, `reason` SDL_GetError's text.
    case videoInitFailed(reason: String, display: String?)
    /// `SDL_CreateWindow` failed (SDL_GetError's text).
    case windowCreationFailed(String)
    /// `SDL_CreateRenderer` failed (SDL_GetError's text).
    case rendererCreationFailed(String)
    /// `SDL_CreateTexture` failed for the drawable size (SDL_GetError's text).
    case textureCreationFailed(String)
    /// The window size asked for is not in 1...`SDLHost.maximumWindowDimension` points a side
    /// (or not a number).
    case invalidWindowSize(width: Double, height: Double)

    /// One line for stderr.
    public var description: String {
        switch self {
        case .noDisplay:
            "no display: set DISPLAY or use --headless"
        case let .videoInitFailed(reason, display?):
            "video: cannot open display \(display) (\(reason))"
        case let .videoInitFailed(reason, nil):
            "video: SDL could not start (\(reason))"
        case let .windowCreationFailed(reason):
            "video: cannot create the window (\(reason))"
        case let .rendererCreationFailed(reason):
            "video: cannot create a renderer (\(reason))"
        case let .textureCreationFailed(reason):
            "video: cannot create the frame texture (\(reason))"
        case let .invalidWindowSize(width, height):
            "video: a window of \(width)x\(height) points is not possible (each side 1...\(Int(SDLHost.maximumWindowDimension)))"
        }
    }

    /// The process exit status for this error (sysexits.h): 69
    /// (`EX_UNAVAILABLE`) when there is no display to use, 71 (`EX_OSERR`)
    /// when the display is there but SDL fails on it, 64 (`EX_USAGE`) for a size
    /// that no window can have.
    public var exitStatus: Int32 {
        switch self {
        case .invalidWindowSize: 64
        case .noDisplay, .videoInitFailed: 69
        case .windowCreationFailed, .rendererCreationFailed, .textureCreationFailed: 71
        }
    }
}
