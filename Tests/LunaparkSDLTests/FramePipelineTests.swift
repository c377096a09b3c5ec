import XCTest
import LunaparkGraph
@testable import LunaparkSDL

/// The host's one-frame pipeline: what it does next, in which order frames
/// are shown, and when frames holding timeline entries are built; with fake
/// time (`SimulatedHostLoop` runs `SDLHost.run()`'s steps).
final class FramePipelineTests: XCTestCase {
    private let hz60 = 1.0 / 60

    private func frame(target: TimeInterval, slot: Int? = 0) -> FramePipeline.Frame {
        FramePipeline.Frame(time: FrameTime(timestamp: target - hz60, targetTimestamp: target), slot: slot, began: target - 2 * hz60)
    }

    private func pipelinedLoop(start: TimeInterval = 0) -> SimulatedHostLoop {
        SimulatedHostLoop(clock: FrameClock(reportedRefreshRate: nil, vsyncRequested: false, pipelineDepth: 2), start: start)
    }

    /// Presented frames are in build order, at increasing targets, one per slot at most
    /// (after the first `skipping` presents).
    private func assertOrdered(_ loop: SimulatedHostLoop, skipping: Int = 0, file: StaticString = #filePath, line: UInt = #line) {
        let targets = loop.presented.dropFirst(skipping).map(\.time.targetTimestamp)
        for pair in zip(targets, targets.dropFirst()) {
            XCTAssertGreaterThanOrEqual(pair.1 - pair.0, hz60 - 1e-9, "one frame per slot, in order", file: file, line: line)
        }
        let indices = loop.presented.map(\.index)
        XCTAssertEqual(indices, indices.sorted(), "shown in the order built", file: file, line: line)
    }

    // MARK: - Decisions

    func testNextStepDecisions() {
        var pipeline = FramePipeline(depth: 2)
        XCTAssertEqual(pipeline.nextStep(now: 0, buildAt: nil, expectedWork: 0.003), .wait(until: nil), "idle: wait for input")
        XCTAssertEqual(pipeline.nextStep(now: 0, buildAt: 0.5, expectedWork: 0.003), .wait(until: 0.5))
        XCTAssertEqual(pipeline.nextStep(now: 0, buildAt: -.infinity, expectedWork: 0.003), .build)

        pipeline.append(frame(target: 1))
        XCTAssertEqual(pipeline.nextStep(now: 0.9, buildAt: -.infinity, expectedWork: 0.003), .build, "room, and time to build")
        XCTAssertEqual(pipeline.nextStep(now: 0.9, buildAt: nil, expectedWork: 0.003), .present, "nothing to build: show it")
        XCTAssertEqual(pipeline.nextStep(now: 0.998, buildAt: -.infinity, expectedWork: 0.003), .present,
                       "building now would make the waiting frame late")
        XCTAssertEqual(pipeline.nextStep(now: 1.0, buildAt: -.infinity, expectedWork: 0), .present, "its time has come")
        XCTAssertEqual(pipeline.nextStep(now: 0.9, buildAt: 0.95, expectedWork: 0.003), .wait(until: 0.95),
                       "a timed update due before the waiting frame's slot is built first")
        XCTAssertEqual(pipeline.nextStep(now: 0.9, buildAt: 0.999, expectedWork: 0.003), .present,
                       "one that would not be ready in time waits for the present")

        pipeline.append(frame(target: 1 + hz60, slot: 1))
        XCTAssertEqual(pipeline.nextStep(now: 0.9, buildAt: -.infinity, expectedWork: 0), .present, "full")
    }

    func testSlotsAndFramesWithoutPixels() {
        var pipeline = FramePipeline(depth: 2)
        XCTAssertEqual(pipeline.freeSlot, 0)
        // The rasterizer made nothing before any pixels exist: black.
        pipeline.append(frame(target: 1, slot: nil))
        XCTAssertNil(pipeline.waiting[0].slot)
        _ = pipeline.takeFrameToPresent(at: 1)
        pipeline.append(frame(target: 2, slot: pipeline.freeSlot))
        XCTAssertEqual(pipeline.waiting[0].slot, 0)
        XCTAssertEqual(pipeline.freeSlot, 1, "never the slot of a waiting frame")
        // No new pixels: the frame shows the newest ones again (the waiting frame's).
        pipeline.append(frame(target: 3, slot: nil))
        XCTAssertEqual(pipeline.waiting[1].slot, 0)
        XCTAssertEqual(pipeline.takeFrameToPresent(at: 2)?.time.targetTimestamp, 2)
        XCTAssertEqual(pipeline.freeSlot, 1)
        // Lost textures: no slot holds pixels any more.
        XCTAssertEqual(pipeline.discardWaitingFrames(pixelsLost: true), 1)
        XCTAssertNil(pipeline.newestSlot)
        XCTAssertEqual(pipeline.droppedFrames, 1)
    }

    func testAFrameWhoseSuccessorIsDueIsDroppedNotFlashed() {
        var pipeline = FramePipeline(depth: 2)
        pipeline.append(frame(target: 1, slot: 0))
        pipeline.append(frame(target: 1 + hz60, slot: 1))
        // Late for the first only: it is shown, then the second.
        XCTAssertEqual(pipeline.takeFrameToPresent(at: 1.01)?.time.targetTimestamp, 1)
        pipeline.append(frame(target: 1 + 2 * hz60, slot: 0))
        // Late for both: the older would be replaced at once; only the newer is shown.
        XCTAssertEqual(pipeline.takeFrameToPresent(at: 1.04)?.time.targetTimestamp ?? 0, 1 + 2 * hz60, accuracy: 1e-12)
        XCTAssertEqual(pipeline.droppedFrames, 1)
        XCTAssertNil(pipeline.takeFrameToPresent(at: 2))
    }

    // MARK: - The loop, timer pacing

    func testSteadyAnimationIsPresentedOnEverySlotAnIntervalAfterItWasBuilt() {
        var loop = pipelinedLoop(start: 50)
        loop.run(presents: 120)
        assertOrdered(loop)
        XCTAssertEqual(loop.clock.missedDeadlines, 0)
        XCTAssertEqual(loop.pipeline.droppedFrames, 0)
        for (index, shown) in loop.presented.enumerated() {
            XCTAssertEqual(shown.started, shown.time.targetTimestamp, accuracy: 1e-9, "presented at its target")
            if index > 0 {
                XCTAssertEqual(shown.time.targetTimestamp - loop.presented[index - 1].time.targetTimestamp, hz60, accuracy: 1e-9)
            }
        }
        // Every frame after the first two was begun about two intervals before its target: one
        // interval plus the previous present before the slot before it.
        for frame in loop.built.dropFirst(2) {
            XCTAssertEqual(frame.time.targetTimestamp - frame.began, 2 * hz60 - 0.000_5, accuracy: 1e-9)
        }
        // Two texture slots alternate.
        XCTAssertEqual(Set(loop.presented.compactMap(\.slot)), [0, 1])
        for pair in zip(loop.presented, loop.presented.dropFirst()) { XCTAssertNotEqual(pair.0.slot, pair.1.slot) }
    }

    func testTimelineEntriesAfterIdleAreBuiltAnIntervalAheadAndShownInTheirSlot() {
        // Idle content with scheduled updates at times that fall anywhere between slots.
        let entries = (1...12).map { 1.0 + Double($0) * 0.25 + Double($0) * 0.001_3 }
        var loop = pipelinedLoop(start: 0)
        loop.work = { _ in 0.004 }
        loop.request = { latest in
            guard let next = entries.first(where: { $0 > (latest ?? -.infinity) }) else { return .idle }
            return .at(next)
        }
        loop.run(until: 5)
        assertOrdered(loop)
        XCTAssertEqual(loop.clock.missedDeadlines, 0)
        for entry in entries {
            // The graph applies an entry in the first frame whose target is at or after it.
            guard let holder = loop.built.first(where: { $0.time.targetTimestamp >= entry }) else {
                return XCTFail("no frame for the entry at \(entry)")
            }
            XCTAssertLessThan(holder.time.targetTimestamp - entry, hz60, "in the first slot at or after the entry")
            // Built (and its sound requested) at least one interval before the entry.
            XCTAssertGreaterThanOrEqual(entry - holder.began, hz60 - 1e-9, "entry at \(entry) applied \(entry - holder.began) s ahead")
            let shown = loop.presented.first { $0.index == holder.index }
            XCTAssertEqual(shown?.started ?? 0, holder.time.targetTimestamp, accuracy: 1e-9, "and presented in its slot")
        }
    }

    func testAnEntryJustAfterTheWaitingFrameIsBuiltBeforeThatFrameIsShown() {
        var loop = pipelinedLoop(start: 0)
        loop.work = { _ in 0.003 }
        // Frames until 1 s, then an entry 2 ms after the newest frame's target.
        var entry: TimeInterval?
        loop.request = { latest in
            guard let latest else { return .nextVSync }
            if latest < 1 { return .nextVSync }
            if entry == nil { entry = latest + 0.002 }
            return latest < entry! ? .at(entry!) : .idle
        }
        loop.run(until: 2)
        assertOrdered(loop)
        let time = try! XCTUnwrap(entry)
        let holder = try! XCTUnwrap(loop.built.first { $0.time.targetTimestamp >= time })
        XCTAssertLessThan(holder.time.targetTimestamp - time, hz60)
        XCTAssertGreaterThan(time - holder.began, hz60 - 0.001, "still requested about an interval ahead")
        XCTAssertEqual(loop.clock.missedDeadlines, 0)
    }

    func testInputAfterIdleTargetsThePipelinedSlotAndNothingIsShownOutOfOrder() {
        var loop = pipelinedLoop(start: 0)
        // One frame, then idle; input at 1.0 s starts an animation that runs until 1.2 s.
        loop.request = { latest in (1.0..<1.2).contains(latest ?? 0) ? .nextVSync : .idle }
        loop.run(until: 0.5)
        XCTAssertEqual(loop.presented.count, 1, "the first frame, then idle")
        loop.inputTimes = [1.0]
        loop.run(until: 2)
        assertOrdered(loop)
        let wake = try! XCTUnwrap(loop.built.first { $0.began >= 1.0 })
        XCTAssertEqual(wake.began, 1.0, accuracy: 1e-9, "built as soon as the input arrives")
        XCTAssertGreaterThanOrEqual(wake.time.targetTimestamp - wake.began, hz60 + 0.003 - 1e-9,
                                    "the slot after the next one that leaves room for the work")
        XCTAssertLessThan(wake.time.targetTimestamp - wake.began, 2 * hz60 + 0.003 + 1e-9)
        XCTAssertEqual(loop.clock.missedDeadlines, 0)
        XCTAssertEqual(loop.pipeline.droppedFrames, 0)
        // The animation's frames follow on consecutive slots.
        let after = loop.presented.filter { $0.time.targetTimestamp > 1 }
        XCTAssertGreaterThan(after.count, 10)
        for pair in zip(after, after.dropFirst()) {
            XCTAssertEqual(pair.1.time.targetTimestamp - pair.0.time.targetTimestamp, hz60, accuracy: 1e-9)
        }
    }

    func testResizeDiscardsTheWaitingFrameAndRebuildsWithoutGoingBackInTime() {
        var loop = pipelinedLoop(start: 0)
        loop.run(presents: 10)
        let waiting = try! XCTUnwrap(loop.pipeline.waiting.last)
        let discarded = try! XCTUnwrap(loop.built.last { $0.time == waiting.time })
        loop.resize()
        XCTAssertTrue(loop.pipeline.waiting.isEmpty)
        XCTAssertNil(loop.pipeline.newestSlot, "the textures were made again: no pixels")
        loop.run(presents: 10)
        assertOrdered(loop)
        XCTAssertFalse(loop.presented.contains { $0.index == discarded.index }, "the old-size frame is never shown")
        let rebuilt = try! XCTUnwrap(loop.built.first { $0.index > discarded.index })
        XCTAssertGreaterThanOrEqual(rebuilt.time.targetTimestamp, waiting.time.targetTimestamp - 1e-9,
                                    "the content is never evaluated at an earlier time")
        XCTAssertEqual(loop.pipeline.droppedFrames, 1)
        XCTAssertEqual(loop.clock.missedDeadlines, 0)
    }

    func testAStallDropsTheFrameItMadeStaleAndTheLoopIsBackOnTheGrid() {
        var loop = pipelinedLoop(start: 0)
        // Frame 30 takes 50 ms (three intervals).
        loop.work = { $0 == 30 ? 0.050 : 0.003 }
        loop.run(presents: 80)
        assertOrdered(loop)
        XCTAssertEqual(loop.pipeline.droppedFrames, 1, "the frame waiting during the stall would be replaced at once")
        XCTAssertEqual(loop.clock.missedDeadlines, 1, "the stalled frame is shown late")
        // Back on consecutive slots, each presented at its target.
        for pair in zip(loop.presented.suffix(40), loop.presented.suffix(39)) {
            XCTAssertEqual(pair.1.time.targetTimestamp - pair.0.time.targetTimestamp, hz60, accuracy: 1e-9)
            XCTAssertEqual(pair.1.started, pair.1.time.targetTimestamp, accuracy: 1e-9)
        }
    }

    func testSteadyOverloadSettlesAtHalfRateOnTime() {
        var loop = pipelinedLoop(start: 0)
        loop.work = { _ in 0.020 }
        loop.run(presents: 60)
        assertOrdered(loop)
        let missedWhileLearning = loop.clock.missedDeadlines
        XCTAssertEqual(loop.clock.framePeriod, 2 * hz60, accuracy: 1e-12)
        for shown in loop.presented.suffix(30) {
            XCTAssertEqual(shown.started, shown.time.targetTimestamp, accuracy: 1e-9)
        }
        for pair in zip(loop.presented.suffix(30), loop.presented.suffix(29)) {
            XCTAssertEqual(pair.1.time.targetTimestamp - pair.0.time.targetTimestamp, 2 * hz60, accuracy: 1e-9)
        }
        XCTAssertLessThanOrEqual(missedWhileLearning, 3, "only frames before the work estimate exists miss")
    }

    // MARK: - The loop, vsync pacing

    func testVSyncShowsEachFrameAtItsTargetVBlank() {
        let clock = FrameClock(reportedRefreshRate: 60, vsyncRequested: true, probeFrameCount: 10, pipelineDepth: 2)
        var loop = SimulatedHostLoop(clock: clock, start: 10.003)
        loop.vsyncPeriod = hz60
        loop.vsyncOrigin = 10
        loop.run(presents: 60)
        XCTAssertEqual(loop.pacingChanges, [.confirmedVSync])
        // The first two frames were planned before any present showed where the vblanks are.
        assertOrdered(loop, skipping: 2)
        XCTAssertEqual(loop.clock.missedDeadlines, 0)
        XCTAssertEqual(loop.pipeline.droppedFrames, 0)
        // The very first frame plans on a guessed grid; from the first present on, each frame
        // returns from its present at the vblank it targeted (0.1 ms after it), never one early.
        for shown in loop.presented.dropFirst(2) {
            XCTAssertEqual(shown.returned - shown.time.targetTimestamp, 0, accuracy: 0.000_2)
        }
        for frame in loop.built.dropFirst(3) {
            XCTAssertGreaterThan(frame.time.targetTimestamp - frame.ready, hz60, "built more than an interval ahead")
        }
    }

    func testDepthOneKeepsTheUnpipelinedLoop() {
        var loop = SimulatedHostLoop(clock: FrameClock(reportedRefreshRate: nil, vsyncRequested: false, pipelineDepth: 1), start: 0)
        loop.run(presents: 30)
        assertOrdered(loop)
        for frame in loop.built.dropFirst() {
            XCTAssertLessThanOrEqual(frame.time.targetTimestamp - frame.began, hz60, "built in the interval before its slot")
        }
        XCTAssertEqual(Set(loop.presented.compactMap(\.slot)), [0], "one texture")
    }
}
