import XCTest
@testable import LunaparkSDL

/// FrameClock's decisions, driven with fake present timings.
final class FrameClockTests: XCTestCase {
    private let hz60 = 1.0 / 60

    /// Runs `frames` frames in timer pacing: work of `work(i)` seconds, then
    /// a wait for the deadline, then a present costing 0.5 ms. Returns the frame times.
    private func runTimerPaced(_ clock: inout FrameClock, from start: TimeInterval, frames: Int,
                               work: (Int) -> TimeInterval) -> (times: [FrameTime], presents: [TimeInterval]) {
        var now = start
        var times: [FrameTime] = []
        var presents: [TimeInterval] = []
        for index in 0..<frames {
            let time = clock.beginFrame(at: now)
            times.append(time)
            now += work(index)
            if let deadline = clock.frameReady(at: now) {
                XCTAssertGreaterThanOrEqual(deadline, now)
                now = deadline
            }
            let started = now
            now += 0.000_5
            XCTAssertNil(clock.didPresent(started: started, returned: now))
            presents.append(started)
        }
        return (times, presents)
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

    /// Presents that block until the next vblank of a `period` grid, with `jitter` on the return.
    private func runVSync(_ clock: inout FrameClock, period: TimeInterval, frames: Int, work: TimeInterval,
                          jitter: (Int) -> TimeInterval = { _ in 0 }) -> [FrameClock.PacingChange] {
        var changes: [FrameClock.PacingChange] = []
        var now = 10.0
        for index in 0..<frames {
            _ = clock.beginFrame(at: now)
            now += work
            XCTAssertNil(clock.frameReady(at: now), "under vsync the present call does the waiting")
            let started = now
            let vblank = ((now - 10) / period).rounded(.up) * period + 10
            now = vblank + 0.000_1 + jitter(index)
            if let change = clock.didPresent(started: started, returned: now) { changes.append(change) }
        }
        return changes
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
            _ = clock.beginFrame(at: now)
            now += 0.001
            _ = clock.frameReady(at: now)
            let started = now
            now = (now / hz60).rounded(.up) * hz60 + 0.000_1
            if let change = clock.didPresent(started: started, returned: now) { changes.append(change) }
        }
        XCTAssertEqual(changes, [.confirmedVSync])
    }

    func testVSyncTimestampsAreTheLastVBlank() {
        var clock = FrameClock(reportedRefreshRate: 60, vsyncRequested: true, probeFrameCount: 4)
        _ = runVSync(&clock, period: hz60, frames: 10, work: 0.001)
        XCTAssertEqual(clock.pacing, .vsync)
        let interval = clock.refreshInterval
        _ = clock.beginFrame(at: 20)
        XCTAssertNil(clock.frameReady(at: 20.001))
        _ = clock.didPresent(started: 20.001, returned: 20.010)
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
            _ = clock.beginFrame(at: now)
            now += 0.001
            _ = clock.frameReady(at: now)
            let started = now
            now += 0.016
            if let change = clock.didPresent(started: started, returned: now) { changes.append(change) }
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
            _ = clock.beginFrame(at: now)
            now += 0.003
            _ = clock.frameReady(at: now)
            let started = now
            now += 0.000_3
            if let change = clock.didPresent(started: started, returned: now) { changes.append(change) }
        }
        XCTAssertEqual(changes, [.switchedToTimer])
        // From now on frames wait for the timer's deadline.
        let time = clock.beginFrame(at: now)
        XCTAssertEqual(clock.frameReady(at: now + 0.001), time.targetTimestamp)
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
        _ = clock.didPresent(started: 30.001, returned: resumed.targetTimestamp + 0.000_1)
        XCTAssertEqual(clock.missedDeadlines, before)
        // A frame whose work overran its vblank is shown one later: a miss.
        let slow = clock.beginFrame(at: resumed.targetTimestamp + 0.000_2)
        _ = clock.didPresent(started: slow.targetTimestamp + 0.002, returned: slow.targetTimestamp + clock.refreshInterval)
        XCTAssertEqual(clock.missedDeadlines, before + 1)
    }
}
