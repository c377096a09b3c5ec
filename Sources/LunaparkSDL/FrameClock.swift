import Foundation

/// Decides when frames are shown: trusts the display's vsync when it is real,
/// paces frames with a timer when it is not, and stamps each frame with its
/// `timestamp` and `targetTimestamp` (`FrameTime`). Pure logic: every time is
/// passed in (host seconds), so it is tested without SDL or a clock.
///
/// A host drives it once per frame, in two halves that a pipelined host
/// interleaves (frame N+1 is built before frame N is presented; `FramePipeline`):
/// 1. `beginFrame(at:)` before building the frame → the `FrameTime` whose
///    `targetTimestamp` the content is evaluated at;
/// 2. `frameBuilt(began:at:)` when it is rasterized and uploaded (records the work time);
/// 3. `presentDeadline(for:at:)` when its turn to be shown comes → the host
///    time to sleep until before the present call, or nil to present now;
/// 4. `didPresent(_:started:returned:)` with the times around the present call.
///
/// Pipeline. With `pipelineDepth` 2 (what `SDLHost` uses) a frame is built one
/// refresh interval earlier than it would be with 1: right after frame N is
/// presented the host builds frame N+2 while frame N+1 waits, already
/// rasterized, for its slot. So whatever a frame's build applies (a timeline
/// entry, the sound it plays) is known at least one interval minus the work
/// time before the frame's target time, and input reaches the screen one
/// interval later than with depth 1. `buildTime(forUpdateAt:)` gives the
/// matching wake-up time for an update due at a known time.
///
/// Why measure: a present call that waits is not proof of vsync. Under Xvfb
/// SDL "throttles" to 16.0 ms by sleeping (Xvfb reports a 0 Hz refresh), and
/// the offscreen and dummy drivers do not wait at all (platform notes). So
/// vsync is trusted only when the display reports its refresh rate *and* the
/// first `probeFrameCount` presents both block and return at that rate
/// (median interval within 2 %, interquartile spread under 10 %, the present
/// call taking at least a quarter of the interval). Otherwise frames are
/// paced on a fixed grid of deadlines `origin + k * interval` at the reported
/// rate, or 60 Hz when unknown. Under vsync the grid is anchored at the latest
/// present return (the latest vblank).
///
/// Targets. A frame begun at `now` targets the first grid slot at or after
/// `now + expectedWork + (pipelineDepth - 1) * framePeriod`, and at least one
/// `framePeriod` after the frame begun before it; `expectedWork` is the 75th
/// percentile of the last 16 frames' build-to-upload times. So a long frame
/// skips slots rather than bursting several frames to catch up, and work that
/// steadily exceeds one interval settles at a steady half rate (`framePeriod`
/// two intervals), as vsync does.
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
    /// Frames whose present started after their target time (timer pacing) or
    /// that were shown one or more vblanks late (vsync), since creation.
    public private(set) var missedDeadlines = 0
    /// How many presents the vsync probe measures before deciding.
    public let probeFrameCount: Int
    /// How many frames are in flight at once: a frame is built while
    /// `pipelineDepth - 1` built frames wait for their slots, so it targets
    /// the slot `pipelineDepth` frame periods after the latest present.
    /// 1: each frame is built in the interval before it is shown (lowest
    /// latency); 2: one interval earlier (see the type's documentation).
    public let pipelineDepth: Int
    /// The latest target handed out by `beginFrame`, host seconds; nil before the first frame.
    public private(set) var latestTarget: TimeInterval?

    /// Origin of the timer grid, seconds; set by the first timer-paced frame.
    private var gridOrigin: TimeInterval?
    private var lastPresentReturn: TimeInterval?
    /// The earliest target allowed after frames were discarded (inclusive), seconds.
    private var resumeTarget: TimeInterval?
    /// (present call duration, interval since the previous return) during the probe, seconds.
    private var probeSamples: [(blocked: TimeInterval, interval: TimeInterval)] = []
    private var workTimes = RecentSamples(capacity: 16)
    private var rasterTimes = RecentSamples(capacity: 16)
    private var vsyncIntervals = RecentSamples(capacity: 120)

    /// Creates a clock.
    /// - Parameters:
    ///   - reportedRefreshRate: the display's refresh rate in Hz as the video
    ///     driver reports it; nil or 0 when unknown (Xvfb reports 0).
    ///   - vsyncRequested: whether presents were asked to wait for vsync.
    ///     vsync is only probed when it was requested and the rate is known.
    ///   - probeFrameCount: presents measured before deciding (the first two are not counted: warm-up).
    ///   - pipelineDepth: frames in flight, at least 1 (see `pipelineDepth`).
    public init(reportedRefreshRate: Double?, vsyncRequested: Bool, probeFrameCount: Int = 20, pipelineDepth: Int = 1) {
        let reported = reportedRefreshRate.flatMap { $0 > 0 ? 1 / $0 : nil }
        reportedRefreshInterval = reported
        refreshInterval = reported ?? Self.defaultRefreshInterval
        self.probeFrameCount = max(4, probeFrameCount)
        self.pipelineDepth = max(1, pipelineDepth)
        pacing = (vsyncRequested && reported != nil) ? .probing : .timer
    }

    /// The work time a frame is planned with, seconds: the 75th percentile of
    /// the last 16 frames' times from `beginFrame` to `frameBuilt` (0 before the first).
    public var expectedWork: TimeInterval { workTimes.percentile(0.75) ?? 0 }

    /// The raster thread's time a frame is planned with, seconds: the 75th percentile of
    /// the last 16 times given to `frameRasterized` (0 when the host rasterizes on its
    /// own thread, inside `expectedWork`).
    public var expectedRaster: TimeInterval { rasterTimes.percentile(0.75) ?? 0 }

    /// The time between consecutive frames' targets, seconds: the refresh
    /// interval, or a whole multiple of it when `expectedWork` or
    /// `expectedRaster` does not fit in one (the main thread and the raster
    /// thread each work on one frame per period).
    public var framePeriod: TimeInterval {
        // A hair of tolerance so that work of exactly one interval still fits in one.
        refreshInterval * max(1, (max(expectedWork, expectedRaster) / refreshInterval - 1e-9).rounded(.up))
    }

    /// True while frames are planned further apart than one refresh interval: the main
    /// thread's or the raster thread's work does not fit one (`framePeriod`). The host then
    /// builds a wanted frame whenever a pipeline slot is free (`FramePipeline.nextStep`).
    public var isBelowDisplayRate: Bool { framePeriod > refreshInterval * (1 + 1e-9) }

    /// From a frame's built display list to its target, seconds: `pipelineDepth - 1`
    /// periods, or the expected raster time when that is longer (a frame's raster
    /// thread work follows its build).
    private var leadAfterBuild: TimeInterval {
        max(Double(pipelineDepth - 1) * framePeriod, expectedRaster)
    }

    /// When to begin the frame that must show an update due at host time
    /// `time` (a timeline entry), seconds: early enough that the frame targets
    /// the first slot at or after `time`, which its build applies
    /// `(pipelineDepth - 1) * framePeriod + expectedWork` before `time` (or
    /// `expectedRaster + expectedWork` when the raster thread's time is longer).
    public func buildTime(forUpdateAt time: TimeInterval) -> TimeInterval {
        time - leadAfterBuild - expectedWork
    }

    /// Starts a frame whose work begins at `now` (host seconds) and returns its timing.
    public mutating func beginFrame(at now: TimeInterval) -> FrameTime {
        let interval = refreshInterval
        let origin: TimeInterval
        switch pacing {
        case .probing, .vsync:
            // Slots are vblanks; the latest one seen is the latest present return.
            origin = lastPresentReturn ?? now
        case .timer:
            origin = gridOrigin ?? now
            gridOrigin = origin
        }
        let period = framePeriod
        // Ready in time, and built (depth - 1) periods ahead of it; the first frame of all
        // targets at least one interval ahead.
        var earliest = max(now + expectedWork + leadAfterBuild, latestTarget == nil ? now + interval : now)
        if let resumeTarget {
            earliest = max(earliest, resumeTarget)
        } else if let latestTarget {
            // After the frame begun before, by one period; half an interval of tolerance so that
            // the jitter of vsync's grid (re-anchored at every present return) never skips a slot.
            earliest = max(earliest, latestTarget + period - interval / 2)
        }
        // The first slot at or after `earliest` (a nanosecond of tolerance against rounding).
        let slot = ((earliest - origin) / interval - 1e-9).rounded(.up)
        let target = origin + slot * interval
        latestTarget = target
        resumeTarget = nil
        return FrameTime(timestamp: target - interval, targetTimestamp: target)
    }

    /// Records that the main thread's work on a frame begun at `began` ended at
    /// `now` (host seconds): built, and rasterized and uploaded unless a raster
    /// thread does that (`frameRasterized`). Its work time plans the next targets.
    public mutating func frameBuilt(began: TimeInterval, at now: TimeInterval) {
        workTimes.append(max(0, now - began))
    }

    /// Records that a raster thread took `duration` seconds for a frame whose
    /// display list it received after `frameBuilt` (`PipelinedFrameRasterizer`): it
    /// plans the frame period and the lead of later targets (`expectedRaster`).
    public mutating func frameRasterized(duration: TimeInterval) {
        rasterTimes.append(max(0, duration))
    }

    /// Forgets the frames begun but not presented: the host dropped them (a
    /// resize made their pixels the wrong size). The next frame may take the
    /// latest one's slot again, never an earlier one: the content was already
    /// evaluated up to it, and its time does not go back.
    /// - Parameter time: the latest target the content was evaluated at; by
    ///   default this clock's `latestTarget` (a new clock taking over from
    ///   another, after a display change, passes the old one's).
    public mutating func discardUnpresentedFrames(evaluatedUpTo time: TimeInterval? = nil) {
        resumeTarget = [time, latestTarget, resumeTarget].compactMap { $0 }.max()
    }

    /// Returns the host time to wait for before presenting `frame` at `now`
    /// (host seconds), or nil to present at once. Timer pacing: its target
    /// time; when that has passed, nil, and the frame counts as a missed
    /// deadline. vsync: the present call blocks until the vblank after it is
    /// made, so the call waits for the vblank before the target (a frame
    /// built two intervals ahead must not be shown one early).
    public mutating func presentDeadline(for frame: FrameTime, at now: TimeInterval) -> TimeInterval? {
        switch pacing {
        case .timer:
            if now > frame.targetTimestamp {
                missedDeadlines += 1
                return nil
            }
            return frame.targetTimestamp
        case .probing, .vsync:
            // Half a millisecond past the previous vblank: the present returns measured a little after it.
            let previousVBlank = frame.targetTimestamp - refreshInterval + 0.000_5
            return now < previousVBlank ? previousVBlank : nil
        }
    }

    /// A change of pacing decided by `didPresent`, which the host must act on.
    public enum PacingChange: Sendable, Hashable {
        /// vsync was judged fake or absent: turn renderer vsync off
        /// (`SDL_RenderSetVSync(renderer, 0)`) and wait for `presentDeadline`'s deadlines.
        case switchedToTimer
        /// vsync was judged real.
        case confirmedVSync
    }

    /// Records the present call of `frame`: when it was `started` and when it
    /// `returned` (host seconds). Returns a pacing change when the vsync probe
    /// has just decided.
    public mutating func didPresent(_ frame: FrameTime, started: TimeInterval, returned: TimeInterval) -> PacingChange? {
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
            if returned > frame.targetTimestamp + 0.5 * refreshInterval {
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
