import Foundation

/// The frames a host has built but not yet presented, oldest first, and the
/// choice of what to do next: build a frame, present the oldest, or wait.
/// Pure logic (times are arguments; `FrameClock` plans the targets and the
/// present deadlines), so the host's ordering rules are tested without a window.
///
/// With a depth of 2 (`SDLHost`'s default) the host keeps two streaming
/// textures: right after presenting frame N it builds frame N+2 into one of
/// them while frame N+1 waits, already uploaded, in the other; then it
/// presents N+1 at its slot. The rules:
/// - frames are presented in the order they were built (a frame is never
///   shown after a newer one); a frame whose successor is already due when
///   its turn comes is dropped rather than flashed for a fraction of a frame;
/// - a frame is built only while fewer than `depth` frames wait, and only if
///   its expected work ends before the oldest waiting frame's target, so
///   building never makes the waiting frame late;
/// - the next frame's pixels go into a slot no waiting frame uses.
public struct FramePipeline: Sendable {
    /// A built frame waiting for its slot.
    public struct Frame: Sendable, Hashable {
        /// Its timing; the content was evaluated at `time.targetTimestamp`.
        public var time: FrameTime
        /// The texture slot (0..<depth) holding its pixels; nil when no
        /// pixels were ever made (the host shows black).
        public var slot: Int?
        /// The host time its build began, seconds.
        public var began: TimeInterval
        /// Its build, raster and upload times; the host adds the rest when it presents it.
        public var phases: FrameStatistics.Phases
        /// True when the host waited (idle, or for a timed update) before
        /// building it: the gap since the frame before is not a frame interval.
        public var followsWait: Bool

        /// Creates a frame record.
        public init(time: FrameTime, slot: Int?, began: TimeInterval, phases: FrameStatistics.Phases = .init(),
                    followsWait: Bool = false) {
            self.time = time
            self.slot = slot
            self.began = began
            self.phases = phases
            self.followsWait = followsWait
        }
    }

    /// What the host does next.
    public enum Step: Sendable, Hashable {
        /// Begin, build, rasterize and upload a frame (`FrameClock.beginFrame`).
        case build
        /// Present the oldest waiting frame (`takeFrameToPresent(at:)`), after
        /// waiting for its `FrameClock.presentDeadline`.
        case present
        /// Wait for input until the host time given, or with nil until input arrives.
        case wait(until: TimeInterval?)
    }

    /// How many built frames may wait at once, at least 1; the host has as
    /// many texture slots (`FrameClock.pipelineDepth`).
    public let depth: Int
    /// Built frames not yet presented, oldest first.
    public private(set) var waiting: [Frame] = []
    /// Frames built and never shown: dropped because a newer frame was
    /// already due, or discarded (`discardWaitingFrames`).
    public private(set) var droppedFrames = 0
    /// The slot holding the newest pixels made (waiting or shown), nil before
    /// any or after the textures were lost.
    public private(set) var newestSlot: Int?

    /// An empty pipeline of `depth` slots.
    public init(depth: Int) {
        self.depth = max(1, depth)
    }

    /// What to do at host time `now` (seconds).
    /// - Parameters:
    ///   - now: the current host time, seconds.
    ///   - buildAt: when the next frame should begin (host seconds; at or
    ///     before `now`: at once), or nil when none is wanted.
    ///   - expectedWork: how long a build is expected to take, seconds (`FrameClock.expectedWork`).
    ///   - belowDisplayRate: true while the frame clock plans fewer frames than the display
    ///     shows (`FrameClock.isBelowDisplayRate`: the work does not fit one refresh interval).
    ///     Then a frame wanted now is built whenever a slot is free, even if the waiting
    ///     frame is presented late because of it (see below).
    public func nextStep(now: TimeInterval, buildAt: TimeInterval?, expectedWork: TimeInterval,
                         belowDisplayRate: Bool = false) -> Step {
        guard let oldest = waiting.first else {
            guard let buildAt else { return .wait(until: nil) }
            return buildAt <= now ? .build : .wait(until: buildAt)
        }
        let due = oldest.time.targetTimestamp
        // Full, or the oldest frame's time has come: nothing may go before its present.
        guard waiting.count < depth, now < due, let buildAt else { return .present }
        // Below the display's rate a wanted frame is built at once: presenting the waiting frame
        // first leaves the main thread idle until its slot, and the frame built after it then
        // covers two periods of animation instead of one. Content whose animations restart at a
        // steady rate (the stress suite's dots) does work in proportion to the time a frame
        // covers, so that frame was slower, the next period longer, and the rate fell away: the
        // stress suite's 20,000 dots ran at 6 fps with the process using 49-69 % of one core
        // (window, quiet machine), and `SimulatedHostLoop` with a build of 20 ms + 0.5 x the
        // covered time fell below 1 fps with the main thread half idle, against a steady 15 fps
        // built first (FrameClockOverloadTests).
        if belowDisplayRate, buildAt <= now { return .build }
        // Building first must not make the waiting frame late.
        if max(now, buildAt) + expectedWork > due { return .present }
        return buildAt <= now ? .build : .wait(until: buildAt)
    }

    /// The slot the next frame's pixels go into: the lowest one no waiting
    /// frame uses (one is always free while fewer than `depth` frames wait).
    public var freeSlot: Int {
        (0..<depth).first { slot in !waiting.contains { $0.slot == slot } } ?? 0
    }

    /// Adds a built frame. `frame.slot` is where its pixels were uploaded, or
    /// nil when the rasterizer made none: then it shows the newest pixels
    /// again (the frame before it), which are in `newestSlot`.
    public mutating func append(_ frame: Frame) {
        var frame = frame
        if let slot = frame.slot {
            newestSlot = slot
        } else {
            frame.slot = newestSlot
        }
        waiting.append(frame)
    }

    /// Removes and returns the frame to present at `now` (host seconds): the
    /// oldest, except that frames whose successor's target has already come
    /// are dropped (counted in `droppedFrames`): they would be replaced
    /// before anyone could see them. Nil when nothing waits.
    public mutating func takeFrameToPresent(at now: TimeInterval) -> Frame? {
        while waiting.count >= 2, waiting[1].time.targetTimestamp <= now {
            waiting.removeFirst()
            droppedFrames += 1
        }
        return waiting.isEmpty ? nil : waiting.removeFirst()
    }

    /// Drops every waiting frame (counted in `droppedFrames`) and returns how
    /// many there were. With `pixelsLost` (the textures were made again, for
    /// a resize or a lost render device) no slot holds pixels any more.
    @discardableResult
    public mutating func discardWaitingFrames(pixelsLost: Bool) -> Int {
        let count = waiting.count
        droppedFrames += count
        waiting.removeAll()
        if pixelsLost { newestSlot = nil }
        return count
    }
}
