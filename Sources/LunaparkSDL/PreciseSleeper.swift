import Foundation

/// Sleeps until a host time (seconds, `HostClock`) with sub-millisecond
/// precision and little CPU: an absolute `clock_nanosleep` that wakes a
/// margin before the deadline, then a short spin for the remainder.
///
/// Why both: on these machines an absolute `clock_nanosleep` wakes 70-100 µs
/// late in the median, ~200 µs at p99 and, rarely, several milliseconds late
/// (measured, 300 sleeps of 5 ms, idle and with both cores busy). Sleeping to
/// the deadline alone jitters by that much; spinning alone burns a core. The
/// margin adapts to the observed wake-up lateness (its 90th percentile plus
/// 100 µs, kept within 0.2-2 ms), so the spin costs about 1 % CPU at 60 Hz.
public struct PreciseSleeper: Sendable {
    /// How long before the deadline the kernel sleep is asked to end, in seconds.
    public private(set) var spinMargin: TimeInterval

    /// Recent kernel wake-up lateness samples, seconds.
    private var lateness = RecentSamples(capacity: 32)
    /// Bounds of `spinMargin`, seconds.
    public static let marginRange: ClosedRange<TimeInterval> = 0.000_2...0.002

    /// Creates a sleeper whose first sleeps spin for `initialSpinMargin` seconds.
    public init(initialSpinMargin: TimeInterval = 0.000_5) {
        spinMargin = min(max(initialSpinMargin, Self.marginRange.lowerBound), Self.marginRange.upperBound)
    }

    /// Returns once `HostClock.now() >= deadline`; returns at once when the
    /// deadline has passed. Returns how late it returned, in seconds.
    @discardableResult
    public mutating func sleep(until deadline: TimeInterval) -> TimeInterval {
        let wake = deadline - spinMargin
        if HostClock.now() < wake {
            var ts = timespec(tv_sec: Int(wake.rounded(.down)),
                              tv_nsec: Int((wake - wake.rounded(.down)) * 1e9))
            // An absolute deadline makes a restart after a signal (EINTR) exact.
            while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, nil) == EINTR {}
            recordWakeLateness(HostClock.now() - wake)
        }
        var now = HostClock.now()
        while now < deadline {
            sched_yield()
            now = HostClock.now()
        }
        return now - deadline
    }

    /// Feeds one observed lateness of a kernel wake-up (seconds after the
    /// requested wake time) and adapts `spinMargin`.
    public mutating func recordWakeLateness(_ late: TimeInterval) {
        lateness.append(max(0, late))
        let p90 = lateness.percentile(0.9) ?? 0
        spinMargin = min(max(p90 + 0.000_1, Self.marginRange.lowerBound), Self.marginRange.upperBound)
    }
}
