import Foundation

/// Decides when frames are shown: trusts the display's vsync when it is real,
/// paces frames with a timer when it is not, and stamps each frame with its
/// `timestamp` and `targetTimestamp` (`FrameTime`). Pure logic: every time is
/// passed in (host seconds), so it is tested without SDL or a clock.
///
/// A host drives it once per frame:
/// 1. `beginFrame(at:)` before building the frame → the `FrameTime` whose
///    `targetTimestamp` the content is evaluated at;
/// 2. `frameReady(at:)` when the frame is rasterized and uploaded → the host
///    time to sleep until before presenting (timer pacing), or nil to present
///    now (vsync blocks in present, or the deadline was missed);
/// 3. `didPresent(started:returned:)` with the times around the present call.
///
/// Why measure: a present call that waits is not proof of vsync. Under Xvfb
/// SDL "throttles" to 16.0 ms by sleeping (Xvfb reports a 0 Hz refresh), and
/// the offscreen and dummy drivers do not wait at all (platform notes). So
/// vsync is trusted only when the display reports its refresh rate *and* the
/// first `probeFrameCount` presents both block and return at that rate
/// (median interval within 2 %, interquartile spread under 10 %, the present
/// call taking at least a quarter of the interval). Otherwise frames are
/// paced on a fixed grid of deadlines `origin + k * interval` at the reported
/// rate, or 60 Hz when unknown.
///
/// Stalls: a frame targets the first grid slot that leaves room for the
/// recent work time (75th percentile of the last 16 frames), so a long frame
/// skips slots rather than bursting several frames to catch up, and work that
/// steadily exceeds one interval settles at a steady half rate, as vsync does.
public struct FrameClock: Sendable {
    /// How frames are paced.
    public enum Pacing: Sendable, Hashable, CustomStringConvertible {
        /// Presents wait for vsync; the first frames are being measured to see whether it is real.
        case probing
        /// The display's vsync is real: presents block until the vblank.
        case vsync
        /// vsync is absent or fake: frames are presented at timer deadlines.
        case timer

        public var description: String {
            switch self {
            case .probing: "probing vsync"
            case .vsync: "vsync"
            case .timer: "paced by timer"
            }
        }
    }

    /// The refresh interval assumed when the display does not report one: 60 Hz, in seconds.
    public static let defaultRefreshInterval: TimeInterval = 1.0 / 60

    /// The display's reported refresh interval in seconds, or nil when it reports none.
    public let reportedRefreshInterval: TimeInterval?
    /// The current pacing.
    public private(set) var pacing: Pacing
    /// The refresh interval frames are planned with, seconds: measured from
    /// present returns under real vsync, otherwise the reported (or 60 Hz) interval.
    public private(set) var refreshInterval: TimeInterval
    /// Frames whose work ended after their target time (timer pacing) or that
    /// were shown one or more vblanks late (vsync), since creation.
    public private(set) var missedDeadlines = 0
    /// How many presents the vsync probe measures before deciding.
    public let probeFrameCount: Int

    /// Origin of the timer grid, seconds; set by the first timer-paced frame.
    private var gridOrigin: TimeInterval?
    private var lastPresentReturn: TimeInterval?
    private var current: FrameTime?
    private var currentBegan: TimeInterval = 0
    /// (present call duration, interval since the previous return) during the probe, seconds.
    private var probeSamples: [(blocked: TimeInterval, interval: TimeInterval)] = []
    private var workTimes = RecentSamples(capacity: 16)
    private var vsyncIntervals = RecentSamples(capacity: 120)

    /// Creates a clock.
    /// - Parameters:
    ///   - reportedRefreshRate: the display's refresh rate in Hz as the video
    ///     driver reports it; nil or 0 when unknown (Xvfb reports 0).
    ///   - vsyncRequested: whether presents were asked to wait for vsync.
    ///     vsync is only probed when it was requested and the rate is known.
    ///   - probeFrameCount: presents measured before deciding (the first two are not counted: warm-up).
    public init(reportedRefreshRate: Double?, vsyncRequested: Bool, probeFrameCount: Int = 20) {
        let reported = reportedRefreshRate.flatMap { $0 > 0 ? 1 / $0 : nil }
        reportedRefreshInterval = reported
        refreshInterval = reported ?? Self.defaultRefreshInterval
        self.probeFrameCount = max(4, probeFrameCount)
        pacing = (vsyncRequested && reported != nil) ? .probing : .timer
    }

    /// Starts a frame whose work begins at `now` (host seconds) and returns its timing.
    public mutating func beginFrame(at now: TimeInterval) -> FrameTime {
        let interval = refreshInterval
        let time: FrameTime
        switch pacing {
        case .probing, .vsync:
            // The last vblank is the last present return, advanced by whole
            // intervals when the frame starts later than one interval after it.
            var vblank = now
            if let last = lastPresentReturn, now >= last {
                vblank = last + ((now - last) / interval).rounded(.down) * interval
            }
            time = FrameTime(timestamp: vblank, targetTimestamp: vblank + interval)
        case .timer:
            let origin = gridOrigin ?? now
            gridOrigin = origin
            let lead = workTimes.percentile(0.75) ?? 0
            // The first slot that leaves room for the expected work, and is
            // always in the future (the first frame targets one interval ahead).
            let slot = max(1, ((now + lead - origin) / interval).rounded(.up))
            let target = origin + slot * interval
            time = FrameTime(timestamp: target - interval, targetTimestamp: target)
        }
        current = time
        currentBegan = now
        return time
    }

    /// Marks the current frame ready to present at `now` (host seconds) and
    /// returns the host time to wait for before presenting it, or nil to
    /// present at once (vsync does the waiting, or the target has passed).
    public mutating func frameReady(at now: TimeInterval) -> TimeInterval? {
        workTimes.append(max(0, now - currentBegan))
        guard pacing == .timer, let time = current else { return nil }
        if now > time.targetTimestamp {
            missedDeadlines += 1
            return nil
        }
        return time.targetTimestamp
    }

    /// A change of pacing decided by `didPresent`, which the host must act on.
    public enum PacingChange: Sendable, Hashable {
        /// vsync was judged fake or absent: turn renderer vsync off
        /// (`SDL_RenderSetVSync(renderer, 0)`) and wait for `frameReady`'s deadlines.
        case switchedToTimer
        /// vsync was judged real.
        case confirmedVSync
    }

    /// Records the present call of the current frame: when it was `started`
    /// and when it `returned` (host seconds). Returns a pacing change when the
    /// vsync probe has just decided.
    public mutating func didPresent(started: TimeInterval, returned: TimeInterval) -> PacingChange? {
        defer { lastPresentReturn = returned }
        let previous = lastPresentReturn
        switch pacing {
        case .timer:
            return nil
        case .vsync:
            if let previous {
                let interval = returned - previous
                let nominal = reportedRefreshInterval ?? refreshInterval
                // Only single-interval frames measure the refresh; late ones are misses.
                if abs(interval - nominal) < 0.25 * nominal {
                    vsyncIntervals.append(interval)
                    refreshInterval = vsyncIntervals.percentile(0.5) ?? nominal
                }
            }
            // Shown at a later vblank than planned. (Measured against the frame's target,
            // not the previous present, so a frame after an idle pause is no miss.)
            if let time = current, returned > time.targetTimestamp + 0.5 * refreshInterval {
                missedDeadlines += 1
            }
            return nil
        case .probing:
            // Only back-to-back frames tell anything about vsync: a gap of two or more
            // intervals is an idle pause or a stall, not a refresh period.
            let nominal = reportedRefreshInterval ?? refreshInterval
            guard let previous, returned - previous < 2 * nominal else { return nil }
            probeSamples.append((blocked: returned - started, interval: returned - previous))
            guard probeSamples.count >= probeFrameCount + 1 else { return nil }
            // The first presents warm up the driver (shader compilation, first mapping).
            let samples = probeSamples.dropFirst(2)
            if Self.vsyncIsReal(intervals: samples.map(\.interval), blocked: samples.map(\.blocked),
                                reportedInterval: reportedRefreshInterval ?? refreshInterval) {
                pacing = .vsync
                for sample in samples { vsyncIntervals.append(sample.interval) }
                refreshInterval = vsyncIntervals.percentile(0.5) ?? refreshInterval
                probeSamples = []
                return .confirmedVSync
            }
            pacing = .timer
            refreshInterval = reportedRefreshInterval ?? Self.defaultRefreshInterval
            gridOrigin = returned
            probeSamples = []
            return .switchedToTimer
        }
    }

    /// The probe's verdict: presents returned at the reported rate (median
    /// within 2 %, interquartile range under 10 % of it) and the present call
    /// itself waited for at least a quarter of an interval in the median.
    public static func vsyncIsReal(intervals: [TimeInterval], blocked: [TimeInterval],
                                   reportedInterval: TimeInterval) -> Bool {
        guard !intervals.isEmpty, intervals.count == blocked.count, reportedInterval > 0 else { return false }
        var sortedIntervals = RecentSamples(capacity: intervals.count)
        intervals.forEach { sortedIntervals.append($0) }
        var sortedBlocked = RecentSamples(capacity: blocked.count)
        blocked.forEach { sortedBlocked.append($0) }
        guard let median = sortedIntervals.percentile(0.5),
              let q1 = sortedIntervals.percentile(0.25), let q3 = sortedIntervals.percentile(0.75),
              let blockedMedian = sortedBlocked.percentile(0.5) else { return false }
        return abs(median - reportedInterval) <= 0.02 * reportedInterval
            && q3 - q1 < 0.10 * reportedInterval
            && blockedMedian >= 0.25 * reportedInterval
    }
}
