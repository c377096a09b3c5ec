import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How SDL's audio thread is scheduled. SDL asks for "time critical"
/// priority, which on Linux is nice -20 (round-robin only through
/// RealtimeKit over D-Bus, with `SDL_THREAD_FORCE_REALTIME_TIME_CRITICAL`,
/// and then nothing at all where D-Bus is missing: measured, nice 0). So the
/// mixer asks for round-robin real-time scheduling itself on its first
/// callback (`raiseCurrentThread()`), as audio servers do for their own
/// threads; where the system refuses (no CAP_SYS_NICE and no RTPRIO limit,
/// as for most desktop users) the thread keeps SDL's nice -20.
///
/// Why: a 5 ms PulseAudio stream runs dry when the thread misses its turn
/// by more than about 4 ms, and the server then plays the rest of the
/// stream later by the gap. Measured at load 16-25 on 2 cores (other
/// builds): at nice -20 the server ran dry often enough to shift sounds by
/// up to 70 ms in 10 s; round-robin: see `PulseAudioSyncTests`.
public enum AudioThreadScheduling: Sendable, Hashable, CustomStringConvertible {
    /// No callback has run yet.
    case unknown
    /// Round-robin real-time scheduling at `priority` (1-99).
    case realtime(priority: Int)
    /// The system refused real-time scheduling: SDL's own (time-sharing) priority.
    case timeSharing

    /// The round-robin priority asked for: below PulseAudio's own threads
    /// (5, `realtime-priority` in daemon.conf), so a server on the same core goes first.
    public static let requestedPriority = 4

    /// Asks for round-robin scheduling at `requestedPriority` for the calling
    /// thread; returns what it got. One system call; call it once, from the audio thread.
    public static func raiseCurrentThread() -> AudioThreadScheduling {
        var parameters = sched_param()
        parameters.sched_priority = Int32(requestedPriority)
        return pthread_setschedparam(pthread_self(), SCHED_RR, &parameters) == 0
            ? .realtime(priority: requestedPriority) : .timeSharing
    }

    /// The round-robin priority, or nil when not real-time.
    public var priority: Int? {
        if case let .realtime(priority) = self { return priority }
        return nil
    }

    public var description: String {
        switch self {
        case .unknown: "not yet running"
        case let .realtime(priority): "round-robin real-time, priority \(priority)"
        case .timeSharing: "time-sharing (real-time refused)"
        }
    }
}
