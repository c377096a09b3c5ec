import XCTest
@testable import LunaparkSDL

/// FrameClock's decisions, driven with fake present timings.
final class FrameClockTests: XCTestCase {
    private let hz60 = 1.0 / 60

    /// Runs `frames` frames in timer pacing through the host's loop: work of
    /// `work(i)` seconds, then a wait for the deadline, then a present costing
    /// 0.5 ms. Returns the frame times and the present starts, in presentation order.
    private func runTimerPaced(_ clock: inout FrameClock, from start: TimeInterval, frames: Int,
                               work: @escaping (Int) -> TimeInterval) -> (times: [FrameTime], presents: [TimeInterval]) {
        var loop = SimulatedHostLoop(clock: clock, start: start)
        loop.work = work
        loop.run(presents: frames)
        clock = loop.clock
        XCTAssertEqual(loop.pacingChanges, [])
        return (loop.presented.map(\.time), loop.presented.map(\.started))
    }

    func testUnknownRefreshRatePacesByTimerAt60Hz() {
        let clock = FrameClock(reportedRefreshRate: nil, vsyncRequested: true)
        XCTAssertEqual(clock.pacing, .timer)
        XCTAssertEqual(clock.refreshInterval, hz60, accuracy: 1e-12)
        XCTAssertEqual(FrameClock(reportedRefreshRate: 0, vsyncRequested: true).pacing, .timer)
    }

    func testKnownRateWithoutVSyncRequestPacesAtThatRate() {
        let clock = FrameClock(reportedRefreshRate: 75, vsyncRequested: false)
        XCTAssertEqual(clock.pacing, .timer)
        XCTAssertEqual(clock.refreshInterval, 1.0 / 75, accuracy: 1e-12)
    }

    func testTimerPacingPresentsOnAFixedGrid() {
        var clock = FrameClock(reportedRefreshRate: nil, vsyncRequested: false)
        let run = runTimerPaced(&clock, from: 1000, frames: 30) { _ in 0.003 }
        for (index, time) in run.times.enumerated() {
            XCTAssertEqual(time.targetTimestamp - time.timestamp, hz60, accuracy: 1e-9, "targetTimestamp = timestamp + interval")
            XCTAssertEqual(time.targetTimestamp, 1000 + Double(index + 1) * hz60, accuracy: 1e-9)
            // The frame is presented exactly at its target time.
            XCTAssertEqual(run.presents[index], time.targetTimestamp, accuracy: 1e-9)
        }
        XCTAssertEqual(clock.missedDeadlines, 0)
    }

    func testFrameTimestampIsThePreviousTarget() {
        var clock = FrameClock(reportedRefreshRate: nil, vsyncRequested: false)
        let run = runTimerPaced(&clock, from: 5, frames: 10) { _ in 0.002 }
        for pair in zip(run.times, run.times.dropFirst()) {
            XCTAssertEqual(pair.1.timestamp, pair.0.targetTimestamp, accuracy: 1e-9)
        }
    }

    func testStallSkipsAheadInsteadOfBursting() {
        var clock = FrameClock(reportedRefreshRate: nil, vsyncRequested: false)
        // Frame 10 takes 50 ms (three intervals).
        let run = runTimerPaced(&clock, from: 0, frames: 30) { $0 == 10 ? 0.050 : 0.003 }
        XCTAssertEqual(clock.missedDeadlines, 1)
        // Never two frames for one slot, and never a present closer than a few ms to the previous one
        // except the late frame itself.
        let targets = run.times.map(\.targetTimestamp)
        for pair in zip(targets, targets.dropFirst()) {
            XCTAssertGreaterThanOrEqual(pair.1 - pair.0, hz60 - 1e-9)
        }
        // The frame after the stall targets the first free slot after the late present.
        let latePresent = run.presents[10]
        XCTAssertGreaterThan(targets[11], latePresent)
        XCTAssertLessThanOrEqual(targets[11] - latePresent, hz60 + 1e-9)
        // And pacing is back on the grid afterwards.
        for index in 12..<30 {
            XCTAssertEqual(run.presents[index], targets[index], accuracy: 1e-9)
            XCTAssertEqual(targets[index] - targets[index - 1], hz60, accuracy: 1e-9)
        }
    }

    func testSteadyOverloadSettlesAtHalfRate() {
        var clock = FrameClock(reportedRefreshRate: nil, vsyncRequested: false)
        let run = runTimerPaced(&clock, from: 0, frames: 40) { _ in 0.020 }
        let targets = run.times.map(\.targetTimestamp)
        for index in 20..<40 {
            XCTAssertEqual(targets[index] - targets[index - 1], 2 * hz60, accuracy: 1e-9)
            XCTAssertEqual(run.presents[index], targets[index], accuracy: 1e-9)
        }
        XCTAssertLessThanOrEqual(clock.missedDeadlines, 2, "only frames before the work estimate exists miss")
    }

    /// Presents that block until the next vblank of a `period` grid, with
    /// `jitter` on the return; one frame at a time (a depth-1 clock).
    private func runVSync(_ clock: inout FrameClock, period: TimeInterval, frames: Int, work: TimeInterval,
                          jitter: (Int) -> TimeInterval = { _ in 0 }) -> [FrameClock.PacingChange] {
        var changes: [FrameClock.PacingChange] = []
        var now = 10.0
        for index in 0..<frames {
            let began = now
            let time = clock.beginFrame(at: began)
            now += work
            clock.frameBuilt(began: began, at: now)
            XCTAssertNil(clock.presentDeadline(for: time, at: now), "under vsync the present call does the waiting")
            let started = now
            let vblank = ((now - 10) / period).rounded(.up) * period + 10
            now = vblank + 0.000_1 + jitter(index)
            if let change = clock.didPresent(time, started: started, returned: now) { changes.append(change) }
        }
        return changes
    }

    /// One frame of a depth-1 clock: begun at `now`, built after `work`, then
    /// presented (after its deadline, if any) by a call lasting `present`.
    /// Returns the pacing change, if any, and advances `now` to the present's return.
    @discardableResult
    private func runFrame(_ clock: inout FrameClock, now: inout TimeInterval, work: TimeInterval,
                          present: TimeInterval) -> FrameClock.PacingChange? {
        let began = now
        let time = clock.beginFrame(at: began)
        now += work
        clock.frameBuilt(began: began, at: now)
        if let deadline = clock.presentDeadline(for: time, at: now) { now = max(now, deadline) }
        let started = now
        now += present
        return clock.didPresent(time, started: started, returned: now)
    }

    func testRealVSyncIsConfirmedAndMeasured() {
        var clock = FrameClock(reportedRefreshRate: 60, vsyncRequested: true, probeFrameCount: 20)
        XCTAssertEqual(clock.pacing, .probing)
        // A 59.94 Hz display reporting 60 Hz, with 50 µs of alternating jitter.
        let period = 1001.0 / 60000
        let changes = runVSync(&clock, period: period, frames: 60, work: 0.002) { $0.isMultiple(of: 2) ? 0.000_05 : 0 }
        XCTAssertEqual(changes, [.confirmedVSync])
        XCTAssertEqual(clock.pacing, .vsync)
        XCTAssertEqual(clock.refreshInterval, period, accuracy: 0.000_1, "the measured interval, not the reported one")
    }

    func testIdlePausesDuringTheProbeAreNotSamples() {
        var clock = FrameClock(reportedRefreshRate: 60, vsyncRequested: true, probeFrameCount: 10)
        var now = 0.0
        var changes: [FrameClock.PacingChange] = []
        // Real vsync, but the content pauses for a second after every third frame.
        for index in 0..<40 {
            if index.isMultiple(of: 3) { now += 1 }
            let began = now
            let time = clock.beginFrame(at: began)
            now += 0.001
            clock.frameBuilt(began: began, at: now)
            if let deadline = clock.presentDeadline(for: time, at: now) { now = deadline }
            let started = now
            now = (now / hz60).rounded(.up) * hz60 + 0.000_1
            if let change = clock.didPresent(time, started: started, returned: now) { changes.append(change) }
        }
        XCTAssertEqual(changes, [.confirmedVSync])
    }

    func testVSyncTimestampsAreTheLastVBlank() {
        var clock = FrameClock(reportedRefreshRate: 60, vsyncRequested: true, probeFrameCount: 4)
        _ = runVSync(&clock, period: hz60, frames: 10, work: 0.001)
        XCTAssertEqual(clock.pacing, .vsync)
        let interval = clock.refreshInterval
        let first = clock.beginFrame(at: 20)
        clock.frameBuilt(began: 20, at: 20.001)
        _ = clock.didPresent(first, started: 20.001, returned: 20.010)
        let soon = clock.beginFrame(at: 20.011)
        XCTAssertEqual(soon.timestamp, 20.010, accuracy: 1e-9)
        XCTAssertEqual(soon.targetTimestamp, 20.010 + interval, accuracy: 1e-9)
        // Starting one and a half intervals after the last vblank: one vblank has passed since.
        let late = clock.beginFrame(at: 20.010 + 1.5 * interval)
        XCTAssertEqual(late.timestamp, 20.010 + interval, accuracy: 1e-9)
        XCTAssertEqual(late.targetTimestamp, late.timestamp + interval, accuracy: 1e-9)
    }

    func testXvfbSixteenMillisecondSleepsAreNotVSync() {
        // As if the display reported 60 Hz while SDL sleeps 16.0 ms in present.
        var clock = FrameClock(reportedRefreshRate: 60, vsyncRequested: true, probeFrameCount: 20)
        var now = 0.0
        var changes: [FrameClock.PacingChange] = []
        for _ in 0..<30 {
            if let change = runFrame(&clock, now: &now, work: 0.001, present: 0.016) { changes.append(change) }
        }
        XCTAssertEqual(changes, [.switchedToTimer])
        XCTAssertEqual(clock.pacing, .timer)
        XCTAssertEqual(clock.refreshInterval, hz60, accuracy: 1e-12)
    }

    func testNoWaitDriverIsNotVSync() {
        // The offscreen and dummy drivers return from present at once.
        var clock = FrameClock(reportedRefreshRate: 60, vsyncRequested: true, probeFrameCount: 10)
        var now = 0.0
        var changes: [FrameClock.PacingChange] = []
        for _ in 0..<20 {
            if let change = runFrame(&clock, now: &now, work: 0.003, present: 0.000_3) { changes.append(change) }
        }
        XCTAssertEqual(changes, [.switchedToTimer])
        // From now on frames wait for the timer's deadline.
        let time = clock.beginFrame(at: now)
        XCTAssertEqual(clock.presentDeadline(for: time, at: now + 0.001), time.targetTimestamp)
    }

    func testVerdictNeedsBlockingPresents() {
        let intervals = Array(repeating: hz60, count: 20)
        // Right rate but the present call returns at once: a coincidence of work time, not vsync.
        XCTAssertFalse(FrameClock.vsyncIsReal(intervals: intervals, blocked: Array(repeating: 0.000_3, count: 20),
                                              reportedInterval: hz60))
        XCTAssertTrue(FrameClock.vsyncIsReal(intervals: intervals, blocked: Array(repeating: 0.012, count: 20),
                                             reportedInterval: hz60))
        // Irregular intervals with the right median.
        let irregular = (0..<21).map { [0.85, 1.0, 1.15][$0 % 3] * hz60 }
        XCTAssertFalse(FrameClock.vsyncIsReal(intervals: irregular, blocked: Array(repeating: 0.012, count: 21),
                                              reportedInterval: hz60))
        XCTAssertFalse(FrameClock.vsyncIsReal(intervals: [], blocked: [], reportedInterval: hz60))
    }

    func testVSyncMissesAreCounted() {
        var clock = FrameClock(reportedRefreshRate: 60, vsyncRequested: true, probeFrameCount: 4)
        _ = runVSync(&clock, period: hz60, frames: 10, work: 0.001)
        XCTAssertEqual(clock.pacing, .vsync)
        let before = clock.missedDeadlines
        // After a pause, a frame shown at the next vblank is on time.
        let resumed = clock.beginFrame(at: 30)
        _ = clock.didPresent(resumed, started: 30.001, returned: resumed.targetTimestamp + 0.000_1)
        XCTAssertEqual(clock.missedDeadlines, before)
        // A frame whose work overran its vblank is shown one later: a miss.
        let slow = clock.beginFrame(at: resumed.targetTimestamp + 0.000_2)
        _ = clock.didPresent(slow, started: slow.targetTimestamp + 0.002, returned: slow.targetTimestamp + clock.refreshInterval)
        XCTAssertEqual(clock.missedDeadlines, before + 1)
    }

    func testTimerMissIsCountedWhenThePresentComesAfterTheTarget() {
        var clock = FrameClock(reportedRefreshRate: nil, vsyncRequested: false)
        let time = clock.beginFrame(at: 1)
        XCTAssertEqual(clock.presentDeadline(for: time, at: time.targetTimestamp - 0.001), time.targetTimestamp)
        XCTAssertEqual(clock.missedDeadlines, 0)
        XCTAssertNil(clock.presentDeadline(for: time, at: time.targetTimestamp + 0.001), "late: present at once")
        XCTAssertEqual(clock.missedDeadlines, 1)
    }

    // MARK: - The one-frame pipeline (depth 2)

    func testPipelinedFramesTargetTheSlotAfterNext() {
        var clock = FrameClock(reportedRefreshRate: nil, vsyncRequested: false, pipelineDepth: 2)
        var loop = SimulatedHostLoop(clock: clock, start: 100)
        loop.run(presents: 60)
        clock = loop.clock
        XCTAssertEqual(clock.missedDeadlines, 0)
        // In the steady state each frame begins right after the present two slots before its own.
        for frame in loop.built.dropFirst(2) {
            XCTAssertEqual(frame.time.duration, hz60, accuracy: 1e-9)
            let previousPresent = loop.presented.last { $0.time.targetTimestamp < frame.time.targetTimestamp - 1.5 * hz60 }
            XCTAssertNotNil(previousPresent)
            XCTAssertEqual(frame.time.targetTimestamp - (previousPresent?.time.targetTimestamp ?? 0), 2 * hz60, accuracy: 1e-9,
                           "frame \(frame.index) targets two slots after the present before it")
            XCTAssertEqual(frame.began, (previousPresent?.returned ?? 0), accuracy: 1e-9, "begun as that present returns")
            XCTAssertGreaterThan(frame.time.targetTimestamp - frame.ready, hz60, "ready more than an interval ahead")
        }
    }

    func testTimestampIsTheSlotBeforeTheTarget() {
        var clock = FrameClock(reportedRefreshRate: nil, vsyncRequested: false, pipelineDepth: 2)
        let first = clock.beginFrame(at: 3)
        clock.frameBuilt(began: 3, at: 3.004)
        let second = clock.beginFrame(at: 3.004)
        XCTAssertEqual(first.targetTimestamp, 3 + hz60, accuracy: 1e-9, "the very first frame: one interval ahead")
        XCTAssertEqual(second.targetTimestamp, 3 + 2 * hz60, accuracy: 1e-9, "then the pipeline fills")
        XCTAssertEqual(second.timestamp, first.targetTimestamp, accuracy: 1e-9)
    }

    func testBuildTimeForAnUpdateMakesItsFrameTheFirstSlotAtOrAfterIt() {
        var clock = FrameClock(reportedRefreshRate: nil, vsyncRequested: false, pipelineDepth: 2)
        var loop = SimulatedHostLoop(clock: clock, start: 0)
        loop.work = { _ in 0.004 }
        loop.run(presents: 20)
        clock = loop.clock
        XCTAssertEqual(clock.expectedWork, 0.004, accuracy: 1e-12)
        for offset in [0.0, 0.000_1, 0.005, 0.016, hz60] {
            var copy = clock
            let update = 2.0 + offset
            let wake = copy.buildTime(forUpdateAt: update)
            XCTAssertEqual(update - wake, hz60 + 0.004, accuracy: 1e-9, "one period and the expected work ahead")
            let time = copy.beginFrame(at: wake)
            XCTAssertGreaterThanOrEqual(time.targetTimestamp, update - 1e-9, "the frame shows the update (offset \(offset))")
            XCTAssertLessThan(time.targetTimestamp - update, hz60, "in the first slot at or after it (offset \(offset))")
        }
        // Unpipelined, the frame is begun the expected work before the update.
        let flat = FrameClock(reportedRefreshRate: nil, vsyncRequested: false, pipelineDepth: 1)
        XCTAssertEqual(flat.buildTime(forUpdateAt: 5), 5, accuracy: 1e-12, "no work measured yet")
    }

    func testTargetsNeverRepeatOrGoBackExceptToRebuildADiscardedFrame() {
        var clock = FrameClock(reportedRefreshRate: nil, vsyncRequested: false, pipelineDepth: 2)
        let a = clock.beginFrame(at: 0)
        // Begun again at once (a frame whose build took no time): still a later slot.
        let b = clock.beginFrame(at: 0)
        XCTAssertEqual(b.targetTimestamp - a.targetTimestamp, hz60, accuracy: 1e-9)
        // Both discarded (a resize): the rebuild may take b's slot again, never a's.
        clock.discardUnpresentedFrames()
        let rebuilt = clock.beginFrame(at: 0)
        XCTAssertEqual(rebuilt.targetTimestamp, b.targetTimestamp, accuracy: 1e-9)
        XCTAssertEqual(clock.latestTarget ?? 0, b.targetTimestamp, accuracy: 1e-9)
        // A new clock (another display) taking over starts no earlier than the old one's latest target.
        var next = FrameClock(reportedRefreshRate: 75, vsyncRequested: false, pipelineDepth: 2)
        next.discardUnpresentedFrames(evaluatedUpTo: 10)
        XCTAssertGreaterThanOrEqual(next.beginFrame(at: 9.9).targetTimestamp, 10 - 1e-9)
    }

    func testOverloadDoublesTheFramePeriod() {
        var clock = FrameClock(reportedRefreshRate: nil, vsyncRequested: false, pipelineDepth: 2)
        XCTAssertEqual(clock.framePeriod, hz60, accuracy: 1e-12)
        var now = 0.0
        for _ in 0..<16 {
            _ = clock.beginFrame(at: now)
            clock.frameBuilt(began: now, at: now + 0.020)
            now += 0.040
        }
        XCTAssertEqual(clock.framePeriod, 2 * hz60, accuracy: 1e-12)
        for _ in 0..<16 {
            _ = clock.beginFrame(at: now)
            clock.frameBuilt(began: now, at: now + hz60)
            now += 0.040
        }
        XCTAssertEqual(clock.framePeriod, hz60, accuracy: 1e-12, "work of exactly one interval still fits in one")
    }

    func testVSyncPresentWaitsForTheVBlankBeforeItsTarget() {
        var clock = FrameClock(reportedRefreshRate: 60, vsyncRequested: true, probeFrameCount: 4, pipelineDepth: 2)
        // A frame two vblanks ahead, presented at once, would be shown one vblank early.
        let time = FrameTime(timestamp: 10 + hz60, targetTimestamp: 10 + 2 * hz60)
        let deadline = clock.presentDeadline(for: time, at: 10.001)
        XCTAssertEqual(deadline ?? 0, 10 + hz60 + 0.000_5, accuracy: 1e-9)
        XCTAssertNil(clock.presentDeadline(for: time, at: 10 + hz60 + 0.001), "within the interval before it: present now")
    }
}
