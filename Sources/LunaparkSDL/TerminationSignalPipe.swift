import CDisplayConnection
import Foundation

/// The pipe SIGINT and SIGTERM write to (`lunapark_wake_on_termination_signals`),
/// so that a window waiting in its run loop ends at once on Ctrl+C: the host
/// watches the read end and stops its loop, as for SDL_QUIT. One per
/// process, made when the first window opens; nil if no pipe could be made
/// (the signals then keep their default action and end the process).
final class TerminationSignalPipe: Sendable {
    /// The process's pipe, with the signal handlers installed.
    static let shared: TerminationSignalPipe? = TerminationSignalPipe()

    /// The end the host watches.
    let readEnd: Int32
    private let writeEnd: Int32

    private init?() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        readEnd = ends[0]
        writeEnd = ends[1]
        // Neither end may block: the handler must never wait, nor the loop when draining.
        for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        lunapark_wake_on_termination_signals(writeEnd)
    }

    /// Reads the signals' bytes written so far.
    func drain() {
        var bytes = [UInt8](repeating: 0, count: 16)
        while read(readEnd, &bytes, bytes.count) > 0 {}
    }
}
