import Foundation

/// Timing of the frames a host presented, for an on-screen overlay or a
/// benchmark. Durations and times are in seconds; the figures cover the last
/// `window` frames.
public struct FrameStatistics: Sendable {
    /// Where the time of one frame went, seconds.
    public struct Phases: Sendable, Hashable {
        /// `FrameProducing.frame(at:)`: state, animations, layout, display list.
        public var build: TimeInterval = 0
        /// The rasterizer turning the display list into pixels (on the raster thread
        /// with a `PipelinedFrameRasterizer`, overlapping the main thread's work).
        public var raster: TimeInterval = 0
        /// How long the main thread waited for the raster thread before uploading
        /// (`PipelinedFrameRasterizer`; 0 when the frame was ready or rasterized inline).
        public var rasterWait: TimeInterval = 0
        /// Copying the pixels into the streaming texture and onto the render target.
        public var upload: TimeInterval = 0
        /// The present call (including any vsync wait inside it).
        public var present: TimeInterval = 0
        /// Waiting for the pacing deadline before presenting.
        public var pacingWait: TimeInterval = 0
        /// How late the present call started after the frame's target time
        /// (timer pacing; 0 under vsync): the timer's precision, or a missed deadline.
        public var lateness: TimeInterval = 0
        /// From the start of the frame's build to the return of its present:
        /// how long a change applied in that build (input, a timeline entry)
        /// takes to reach the screen. With `SDLHost`'s one-frame pipeline it
        /// spans about two refresh intervals: the frame waits, built, while
        /// the one before it is shown.
        public var latency: TimeInterval = 0

        /// Creates a phase breakdown, seconds.
        public init(build: TimeInterval = 0, raster: TimeInterval = 0, upload: TimeInterval = 0,
                    present: TimeInterval = 0, pacingWait: TimeInterval = 0, lateness: TimeInterval = 0,
                    latency: TimeInterval = 0, rasterWait: TimeInterval = 0) {
            self.build = build; self.raster = raster; self.upload = upload; self.rasterWait = rasterWait
            self.present = present; self.pacingWait = pacingWait; self.lateness = lateness
            self.latency = latency
        }
    }

    /// How many recent frames the figures cover.
    public let window: Int
    /// Frames presented since the host started.
    public private(set) var frameCount = 0
    /// How frames are paced now (vsync real, or paced by timer).
    public var pacing: FrameClock.Pacing = .timer
    /// The refresh interval frames are planned with, seconds (measured under real vsync).
    public var refreshInterval: TimeInterval = FrameClock.defaultRefreshInterval
    /// The refresh rate the display reports in Hz, nil when unknown (Xvfb reports none).
    public var reportedRefreshRate: Double?
    /// Frames that missed their deadline: presented after their target time
    /// (timer pacing) or at a later vblank (vsync).
    public var missedDeadlines = 0
    /// Frames built but never presented: replaced by a newer frame that was
    /// already due, or discarded by a resize (`FramePipeline.droppedFrames`).
    public var droppedFrames = 0
    /// The SDL renderer presenting the frames (for example "software", "opengl").
    public var rendererName = ""
    /// The time from process start to the return of the first present, seconds; nil before it.
    public var firstFrameLatency: TimeInterval?
    /// The phases of the last frame.
    public private(set) var last = Phases()
    /// The target time of the last frame presented (host seconds: the time its content was
    /// built for), nil before the first.
    public var lastPresentedTarget: TimeInterval?

    private var intervals: RecentSamples
    private var builds: RecentSamples
    private var rasters: RecentSamples
    private var uploads: RecentSamples
    private var presents: RecentSamples
    private var latenesses: RecentSamples
    private var latencies: RecentSamples
    private var lastPresentReturn: TimeInterval?

    /// Creates empty statistics covering the last `window` frames.
    public init(window: Int = 240) {
        self.window = max(1, window)
        intervals = RecentSamples(capacity: self.window)
        builds = RecentSamples(capacity: self.window)
        rasters = RecentSamples(capacity: self.window)
        uploads = RecentSamples(capacity: self.window)
        presents = RecentSamples(capacity: self.window)
        latenesses = RecentSamples(capacity: self.window)
        latencies = RecentSamples(capacity: self.window)
    }

    /// Records a presented frame: its phases and when its present returned (host seconds).
    /// `continuous` is false when the host was idle before this frame, so the
    /// gap since the previous frame is not a frame interval.
    public mutating func record(_ phases: Phases, presentReturned: TimeInterval, continuous: Bool) {
        frameCount += 1
        last = phases
        builds.append(phases.build)
        rasters.append(phases.raster)
        uploads.append(phases.upload)
        presents.append(phases.present)
        latenesses.append(phases.lateness)
        latencies.append(phases.latency)
        if continuous, let previous = lastPresentReturn {
            intervals.append(presentReturned - previous)
        }
        lastPresentReturn = presentReturned
    }

    /// Intervals between consecutive present returns of continuously animated frames, oldest first, seconds.
    public var frameIntervals: [TimeInterval] { intervals.chronological }
    /// The median frame interval, seconds; nil before two continuous frames.
    public var medianFrameInterval: TimeInterval? { intervals.percentile(0.5) }

    /// The `p` (0...1) percentile of |interval - refreshInterval|, seconds.
    public func intervalDeviation(percentile p: Double) -> TimeInterval? {
        var deviations = RecentSamples(capacity: max(1, intervals.count))
        for interval in intervals.values { deviations.append(abs(interval - refreshInterval)) }
        return deviations.percentile(p)
    }

    /// The `p` (0...1) percentile of the present call's duration, seconds.
    public func presentDuration(percentile p: Double) -> TimeInterval? { presents.percentile(p) }

    /// The `p` (0...1) percentile of how late presents started after their target time, seconds.
    public func presentLateness(percentile p: Double) -> TimeInterval? { latenesses.percentile(p) }

    /// The `p` (0...1) percentile of the build-to-present latency, seconds.
    public func latency(percentile p: Double) -> TimeInterval? { latencies.percentile(p) }

    /// Mean phase durations over the window, seconds (pacing wait not averaged: zero).
    public var meanPhases: Phases {
        Phases(build: builds.mean ?? 0, raster: rasters.mean ?? 0, upload: uploads.mean ?? 0,
               present: presents.mean ?? 0, lateness: latenesses.mean ?? 0, latency: latencies.mean ?? 0)
    }

    /// One line for an overlay or a log, e.g. `60.0 fps (16.67 ms, p99 ±0.31 ms) paced by timer, ...`.
    public var summary: String {
        let median = medianFrameInterval ?? refreshInterval
        let p99 = intervalDeviation(percentile: 0.99) ?? 0
        let mean = meanPhases
        func ms(_ seconds: TimeInterval) -> String { String(format: "%.2f", seconds * 1000) }
        return String(format: "%.1f fps", 1 / median)
            + " (\(ms(median)) ms, p99 ±\(ms(p99)) ms) \(pacing) at \(ms(refreshInterval)) ms"
            + "; build \(ms(mean.build)) raster \(ms(mean.raster)) upload \(ms(mean.upload)) present \(ms(mean.present)) ms"
            + "; latency \(ms(mean.latency)) ms; \(missedDeadlines) missed, \(droppedFrames) dropped; renderer \(rendererName)"
    }
}
