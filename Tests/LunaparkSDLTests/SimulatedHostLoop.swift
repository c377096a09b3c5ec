import Foundation
import LunaparkGraph
@testable import LunaparkSDL

/// `SDLHost.run()`'s loop with fake time: the same `FramePipeline` steps and
/// `FrameClock` calls, with work, present and wait durations given, so the
/// host's ordering and timing rules are tested without a window.
struct SimulatedHostLoop {
    /// A frame the loop built.
    struct Built: Hashable {
        var index: Int
        var time: FrameTime
        /// When its build began and when its upload ended, seconds.
        var began: TimeInterval
        var ready: TimeInterval
    }

    /// A frame the loop presented.
    struct Presented: Hashable {
        var index: Int
        var time: FrameTime
        var slot: Int?
        /// When the present call started and returned, seconds.
        var started: TimeInterval
        var returned: TimeInterval
    }

    var clock: FrameClock
    var pipeline: FramePipeline
    var now: TimeInterval
    /// Build + raster + upload time of frame `index`, seconds.
    var work: (Int) -> TimeInterval = { _ in 0.003 }
    /// Work added to `work` by the scene time a frame covers (its target minus the previous
    /// frame's, one interval for the first), seconds: content whose animations restart at a
    /// steady rate does more in a frame that covers more time.
    var workPerCoveredTime: (TimeInterval) -> TimeInterval = { _ in 0 }
    /// With a raster thread (`PipelinedFrameRasterizer`): its time for frame `index`,
    /// seconds; `work` is then the main thread's part. The thread takes frames in order,
    /// each once it is built and the one before is done; a present waits for its frame.
    var rasterWork: ((Int) -> TimeInterval)?
    /// Duration of a present call without vsync, seconds.
    var presentCost: TimeInterval = 0.000_5
    /// When set, present calls block until the first vblank of this grid
    /// (`vsyncOrigin + k * period`) after they are made, and return 0.1 ms after it.
    var vsyncPeriod: TimeInterval?
    var vsyncOrigin: TimeInterval = 0
    /// What the content asks for, given the target of the newest frame built (nil before any).
    var request: (TimeInterval?) -> FrameRequest = { _ in .nextVSync }
    /// A frame is owed regardless of the request (first frame, input, resize).
    var owesFrame = true
    /// Host times at which input arrives (each owes a frame); sorted.
    var inputTimes: [TimeInterval] = []

    private(set) var built: [Built] = []
    private(set) var presented: [Presented] = []
    private(set) var pacingChanges: [FrameClock.PacingChange] = []
    private var indexOfBuild: [TimeInterval: Int] = [:]
    /// When the raster thread finishes the frame built with each target, and when it is free.
    private var rasterDone: [TimeInterval: TimeInterval] = [:]
    private var rasterThreadFree: TimeInterval = -.infinity

    init(clock: FrameClock, start: TimeInterval) {
        self.clock = clock
        pipeline = FramePipeline(depth: clock.pipelineDepth)
        now = start
    }

    /// Runs until `until` (host seconds) or `presents` more frames were presented.
    mutating func run(until end: TimeInterval = .infinity, presents: Int = .max) {
        let target = presents == .max ? Int.max : presented.count + presents
        var steps = 0
        while now < end, presented.count < target {
            steps += 1
            precondition(steps < 1_000_000, "the simulated loop does not progress")
            deliverInput()
            let buildAt: TimeInterval?
            if owesFrame {
                buildAt = -.infinity
            } else {
                switch request(built.last?.time.targetTimestamp) {
                case .nextVSync: buildAt = -.infinity
                case .idle: buildAt = nil
                case .at(let time): buildAt = clock.buildTime(forUpdateAt: time)
                }
            }
            switch pipeline.nextStep(now: now, buildAt: buildAt, expectedWork: clock.expectedWork,
                                     belowDisplayRate: clock.isBelowDisplayRate) {
            case .build: build()
            case .present: present()
            case .wait(let deadline):
                // A wait ends at its deadline or at the next input, whichever comes first.
                let wake = min(deadline ?? .infinity, inputTimes.first ?? .infinity, end)
                guard wake.isFinite else { return }
                now = max(now, wake)
            }
        }
    }

    /// Discards the waiting frames as the host does for a resize.
    mutating func resize() {
        if pipeline.discardWaitingFrames(pixelsLost: true) > 0 { clock.discardUnpresentedFrames() }
        owesFrame = true
    }

    private mutating func deliverInput() {
        while let first = inputTimes.first, first <= now {
            inputTimes.removeFirst()
            owesFrame = true
        }
    }

    private mutating func build() {
        let began = now
        let time = clock.beginFrame(at: began)
        let covered = time.targetTimestamp - (built.last?.time.targetTimestamp ?? time.timestamp)
        now += work(built.count) + workPerCoveredTime(covered)
        clock.frameBuilt(began: began, at: now)
        if let rasterWork {
            rasterThreadFree = max(now, rasterThreadFree) + rasterWork(built.count)
            rasterDone[time.targetTimestamp] = rasterThreadFree
        }
        indexOfBuild[time.targetTimestamp] = built.count
        built.append(Built(index: built.count, time: time, began: began, ready: now))
        pipeline.append(FramePipeline.Frame(time: time, slot: pipeline.freeSlot, began: began))
        owesFrame = false
    }

    private mutating func present() {
        guard let frame = pipeline.takeFrameToPresent(at: now) else { return }
        if let done = rasterDone.removeValue(forKey: frame.time.targetTimestamp),
           let index = indexOfBuild[frame.time.targetTimestamp], let rasterWork {
            now = max(now, done)
            clock.frameRasterized(duration: rasterWork(index))
        }
        if let deadline = clock.presentDeadline(for: frame.time, at: now) {
            precondition(deadline >= now, "a present deadline is never in the past")
            now = deadline
        }
        let started = now
        if let period = vsyncPeriod {
            let vblank = vsyncOrigin + ((now - vsyncOrigin) / period).rounded(.down) * period + period
            now = vblank + 0.000_1
        } else {
            now += presentCost
        }
        if let change = clock.didPresent(frame.time, started: started, returned: now) { pacingChanges.append(change) }
        presented.append(Presented(index: indexOfBuild[frame.time.targetTimestamp] ?? -1, time: frame.time,
                                   slot: frame.slot, started: started, returned: now))
    }
}
