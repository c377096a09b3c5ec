import Foundation

/// The host time base: one monotonic clock in seconds (`CLOCK_MONOTONIC`,
/// origin unspecified, never jumps with wall-clock changes).
///
/// Every time a host hands to the scene graph (`FrameProducing.frame(at:)`,
/// `handle(_:at:)`) is on this clock, and the audio engine shares it, so a
/// sound and the frame showing its cause agree on "now".
public enum HostClock {
    /// The current host time in seconds.
    public static func now() -> TimeInterval {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return TimeInterval(ts.tv_sec) + TimeInterval(ts.tv_nsec) * 1e-9
    }

    /// When this process started, in host time (seconds), or nil when it
    /// cannot be read.
    ///
    /// Linux records a process's start in `/proc/self/stat` (field 22,
    /// `starttime`) in clock ticks since boot, measured on `CLOCK_BOOTTIME`
    /// (proc(5)); the tick is `sysconf(_SC_CLK_TCK)`, 10 ms on Linux, which
    /// bounds the precision. The value is moved onto `CLOCK_MONOTONIC` by the
    /// current boot-time/monotonic offset (they differ by time spent suspended).
    public static func processStartTime() -> TimeInterval? {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let closing = stat.lastIndex(of: ")") else { return nil }
        // Fields after the command name (which may contain spaces) start at field 3.
        let fields = stat[stat.index(after: closing)...].split(separator: " ")
        let startTimeField = 22 - 3
        guard fields.count > startTimeField, let ticks = Double(fields[startTimeField]) else { return nil }
        let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        guard ticksPerSecond > 0 else { return nil }
        var boot = timespec()
        clock_gettime(CLOCK_BOOTTIME, &boot)
        let monotonicNow = now()
        let bootNow = TimeInterval(boot.tv_sec) + TimeInterval(boot.tv_nsec) * 1e-9
        return ticks / ticksPerSecond - (bootNow - monotonicNow)
    }
}
