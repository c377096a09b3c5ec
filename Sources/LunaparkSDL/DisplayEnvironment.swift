import Foundation

/// What the process environment says about the display to open: a pure
/// value over the environment's variables, so the choice of video driver
/// and the one-line errors can be tested without SDL.
///
/// Empty variables count as unset, as SDL treats them.
public struct DisplayEnvironment: Sendable, Hashable {
    /// The environment variables (name to value).
    public var variables: [String: String]

    /// An environment of `variables`.
    public init(variables: [String: String]) {
        self.variables = variables
    }

    /// The process's own environment.
    public static var current: DisplayEnvironment {
        DisplayEnvironment(variables: ProcessInfo.processInfo.environment)
    }

    /// The value of `name`, nil when unset or empty.
    public func value(_ name: String) -> String? {
        variables[name].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// `SDL_VIDEODRIVER`, when set: a driver the user chose for SDL.
    public var videoDriverOverride: String? { value("SDL_VIDEODRIVER") }

    /// The SDL video driver for the display the environment names: "x11"
    /// for DISPLAY alone, SDL's own order ("wayland,x11") when WAYLAND_DISPLAY
    /// is set, nil when neither is.
    public var driverForNamedDisplay: String? {
        if value("WAYLAND_DISPLAY") != nil { return "wayland,x11" }
        if value("DISPLAY") != nil { return "x11" }
        return nil
    }

    /// The display the environment names (WAYLAND_DISPLAY first, then DISPLAY), for error messages.
    public var namedDisplay: String? { value("WAYLAND_DISPLAY") ?? value("DISPLAY") }

    /// Throws `.noDisplay` when there is nothing to open: no `videoDriver` chosen, no
    /// `SDL_VIDEODRIVER` set, and neither DISPLAY nor WAYLAND_DISPLAY set. Without this
    /// check SDL would not fail: after x11, wayland and KMSDRM it falls back to its
    /// invisible offscreen driver (measured with SDL 2.26).
    public func checkDisplay(videoDriver: String? = nil) throws(SDLHostError) {
        if videoDriver == nil, videoDriverOverride == nil, driverForNamedDisplay == nil {
            throw .noDisplay
        }
    }

    /// The error for a failed video start with SDL's `reason`: it names the display
    /// tried unless the driver was chosen explicitly (`driverChosen` or SDL_VIDEODRIVER).
    public func videoInitError(reason: String, driverChosen: String?) -> SDLHostError {
        if driverChosen != nil || videoDriverOverride != nil {
            return .videoInitFailed(reason: reason, display: nil)
        }
        return .videoInitFailed(reason: reason, display: namedDisplay)
    }
}
