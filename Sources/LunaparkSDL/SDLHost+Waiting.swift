import CSDL2
import Foundation
import LunaparkGraph

extension SDLHost {
    /// How much earlier than a deadline the run-loop wait ends, seconds; the
    /// rest is slept precisely (`PreciseSleeper`). CFRunLoop's timed waits
    /// return up to about a millisecond late under load.
    static let runLoopWakeMargin: TimeInterval = 0.002

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

    /// Waits until `deadline` (host seconds; nil: until something happens),
    /// serving the main run loop meanwhile (`MainRunLoopWaiter`): returns
    /// early when input arrives, or when main-queue work, a timer or a
    /// main-actor task ran and changed when the next frame is wanted.
    func wait(until deadline: TimeInterval?) {
        waitedSinceLastFrame = true
        let planned = nextBuildTime()
        let early = deadline.map { $0 - Self.runLoopWakeMargin }
        waiter.wait(until: early) { [unowned self] in
            SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == SDL_TRUE || nextBuildTime() != planned
        }
        if let deadline, let early, HostClock.now() >= early, nextBuildTime() == planned {
            sleeper.sleep(until: deadline)
        }
    }

    /// Sleeps until `deadline` (host seconds) serving the main run loop, then
    /// the last moments precisely: main-queue work, timers and main-actor
    /// tasks due while a frame waits for its slot run then.
    func sleepServingRunLoop(until deadline: TimeInterval) {
        let early = deadline - Self.runLoopWakeMargin
        while HostClock.now() < early {
            waiter.wait(until: early)
        }
        sleeper.sleep(until: deadline)
    }

    var isMinimized: Bool {
        guard let window = resources.window else { return true }
        let hidden = SDL_WINDOW_MINIMIZED.rawValue | SDL_WINDOW_HIDDEN.rawValue
        return SDL_GetWindowFlags(window) & hidden != 0 || displayScale.pixelSize.isEmpty
    }
}
