import CSDL2
import Foundation
import LunaparkGraph

extension SDLHost {
    /// When the next frame should begin (host seconds; `-infinity`: at once),
    /// or nil when none is wanted: a frame owed or `.nextVSync` at once,
    /// `.at(time)` at `FrameClock.buildTime(forUpdateAt:)`, none when idle or minimized.
    func nextBuildTime() -> TimeInterval? {
        // Nothing to show while minimized; the restore event owes a frame.
        if isMinimized { return nil }
        if needsFrame { return -.infinity }
        switch content.frameRequest {
        case .nextVSync: return -.infinity
        case .idle: return nil
        case .at(let time): return frameClock.buildTime(forUpdateAt: time)
        }
    }

    /// Waits for input until `deadline` (host seconds), or with nil until input arrives.
    func wait(until deadline: TimeInterval?) {
        waitedSinceLastFrame = true
        guard let deadline else {
            if isMinimized {
                // Let time pass without spinning; the restore event wakes us.
                _ = SDL_WaitEventTimeout(nil, 100)
            } else if SDL_WaitEvent(nil) == 0 {
                // An error (SDL_GetError) rather than an event: do not spin on it.
                _ = SDL_WaitEventTimeout(nil, 100)
            }
            return
        }
        let remaining = deadline - HostClock.now()
        guard remaining > 0 else { return }
        // SDL waits in whole milliseconds; wake a millisecond early and sleep the rest precisely.
        let milliseconds = Int32(min(remaining * 1000 - 1, Double(Int32.max)).rounded(.down))
        if milliseconds > 0, SDL_WaitEventTimeout(nil, milliseconds) != 0 { return }
        sleeper.sleep(until: deadline)
    }

    var isMinimized: Bool {
        guard let window = resources.window else { return true }
        let hidden = SDL_WINDOW_MINIMIZED.rawValue | SDL_WINDOW_HIDDEN.rawValue
        return SDL_GetWindowFlags(window) & hidden != 0 || displayScale.pixelSize.isEmpty
    }
}
