import Dispatch
import Foundation

/// How a window's event loop waits: in the main thread's `RunLoop`, so that
/// while nothing is drawn the main dispatch queue, `RunLoop.main` timers
/// (`Timer.scheduledTimer`, Combine's `Timer.publish`) and main-actor jobs
/// (`Task {}`, the continuation after `Task.sleep` or any `await`) run on
/// time, and the wait ends as soon as one of them ran or input arrived.
///
/// What wakes it, measured with swift-corelibs-foundation on Linux
/// (`RunLoop.run(mode:before:)` is `CFRunLoopRunInMode` returning after one
/// handled source):
/// - a block on the main queue, from any thread (`DispatchQueue.main.async`,
///   `asyncAfter`, a main-actor job): the run returns after running it;
/// - the display connection becoming readable (X11 events): a
///   `DispatchSource` read source on its file descriptor, targeting the main
///   queue, so it is one more main-queue block;
/// - a timer: CFRunLoop fires timers without returning, so each wait ends at
///   the next timer's fire date (`RunLoop.limitDate(forMode:)`), and after the
///   timers due were fired the host checks whether they changed anything;
/// - `deadline`, the next frame's build time.
/// No fd: drivers without a connection to watch (offscreen, dummy, Wayland)
/// wait at most `fallbackWaitLimit`, so events SDL queues are seen that late.
///
/// Idle costs nothing between wake-ups: the thread sleeps in `epoll_wait`.
/// Only the main thread's run loop serves the main queue, and not from inside
/// a main-queue block (CFRunLoop does not drain the main queue re-entrantly):
/// a host run from a main-queue block (an async test on the main actor) still
/// fires timers but runs main-queue work only after it returns.
@MainActor
final class MainRunLoopWaiter {
    /// The longest wait when no display connection is watched, seconds: SDL
    /// events (input on Wayland, a quit pushed from a signal) wait this long.
    static let fallbackWaitLimit: TimeInterval = 0.010

    /// True when a display connection's file descriptor is watched.
    var watchesDisplayConnection: Bool { displaySource != nil }

    /// Written once in `init`; cancelled in `deinit`.
    nonisolated(unsafe) private let displaySource: (any DispatchSourceRead)?
    /// Other descriptors watched (`watch(_:onReadable:)`); cancelled in `deinit`.
    nonisolated(unsafe) private var otherSources: [any DispatchSourceRead] = []

    /// A waiter watching `fileDescriptor` (nil or negative: none), calling
    /// `onReadable` on the main queue when it becomes readable. `onReadable`
    /// must read what is pending (`SDL_PumpEvents`), or it is called again.
    init(displayConnection fileDescriptor: Int32?, onReadable: @escaping @MainActor () -> Void) {
        guard let fileDescriptor, fileDescriptor >= 0 else {
            displaySource = nil
            return
        }
        let source = DispatchSource.makeReadSource(fileDescriptor: fileDescriptor, queue: .main)
        source.setEventHandler { MainActor.assumeIsolated(onReadable) }
        source.resume()
        displaySource = source
    }

    deinit {
        displaySource?.cancel()
        for source in otherSources { source.cancel() }
    }

    /// Also ends waits when `fileDescriptor` becomes readable, after calling
    /// `onReadable` (on the main queue), which must read what is pending.
    func watch(_ fileDescriptor: Int32, onReadable: @escaping @MainActor () -> Void) {
        let source = DispatchSource.makeReadSource(fileDescriptor: fileDescriptor, queue: .main)
        source.setEventHandler { MainActor.assumeIsolated(onReadable) }
        source.resume()
        otherSources.append(source)
    }

    /// Serves the main run loop until host time `deadline` (seconds,
    /// `HostClock`; nil: no deadline), returning earlier when a source was
    /// handled, the next timer's fire date came, or `stop()` returns true
    /// after the timers and the source already due were served.
    ///
    /// A `deadline` in the past serves what is due without waiting.
    func wait(until deadline: TimeInterval?, stop: () -> Bool = { false }) {
        let runLoop = RunLoop.main
        // Fires the timers due and handles one ready source, without waiting. Nil when the run
        // loop has nothing to wait on here: not the main thread, or inside a main-queue block
        // (where the main queue does not count) with no timer or source in the mode.
        let nextTimer = runLoop.limitDate(forMode: .default)
        if stop() { return }
        var limit = nextTimer ?? .distantFuture
        if let deadline { limit = min(limit, Date(timeIntervalSinceNow: deadline - HostClock.now())) }
        if displaySource == nil || nextTimer == nil { limit = min(limit, Date(timeIntervalSinceNow: Self.fallbackWaitLimit)) }
        guard limit.timeIntervalSinceNow > 0 else { return }
        // `run` returns false at once when it cannot run: sleep instead of spinning.
        if nextTimer == nil || !runLoop.run(mode: .default, before: limit) {
            Thread.sleep(until: limit)
        }
    }

    /// Serves the main run loop without waiting: the timers and the blocks already due.
    func serveDueWork() {
        wait(until: -.infinity)
    }
}
