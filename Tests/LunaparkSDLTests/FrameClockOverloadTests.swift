import Foundation
import Testing
@testable import LunaparkSDL

/// `FrameClock` under overload (issue 14), through the host's loop with a virtual clock
/// (`SimulatedHostLoop`, pipeline depth 2 as `SDLHost` runs): work that does not fit in an
/// interval settles at a steady lower rate with every frame shown at the time it was evaluated
/// for, and work that grows with the time a frame covers (animations restarting at a steady
/// rate) does not feed on itself.
struct FrameClockOverloadTests {
    private let interval = 1.0 / 60

    private func loop(work: @escaping (Int) -> TimeInterval,
                      perCoveredTime: @escaping (TimeInterval) -> TimeInterval = { _ in 0 }) -> SimulatedHostLoop {
        var loop = SimulatedHostLoop(clock: FrameClock(reportedRefreshRate: nil, vsyncRequested: false, pipelineDepth: 2),
                                     start: 0)
        loop.work = work
        loop.workPerCoveredTime = perCoveredTime
        return loop
    }

    /// The gaps between the targets of presented frames `range`, seconds.
    private func periods(_ loop: SimulatedHostLoop, _ range: Range<Int>) -> [TimeInterval] {
        range.map { loop.presented[$0].time.targetTimestamp - loop.presented[$0 - 1].time.targetTimestamp }
    }

    /// Every presented frame of `range` started its present at its target (the time its content
    /// was evaluated for): animations show their right values for the times they are seen.
    private func expectShownAtTheirTimes(_ loop: SimulatedHostLoop, _ range: Range<Int>) {
        for index in range {
            let frame = loop.presented[index]
            #expect(abs(frame.started - frame.time.targetTimestamp) < 1e-6, "frame \(index) shown late")
        }
    }

    @Test func steadyWorkOfOneAndAHalfIntervalsSettlesAt30Hz() {
        var loop = loop(work: { _ in 0.025 })
        loop.run(presents: 120)
        for period in periods(loop, 40..<120) { #expect(abs(period - 2 * interval) < 1e-9) }
        expectShownAtTheirTimes(loop, 40..<120)
        #expect(loop.clock.missedDeadlines <= 3, "only frames before the work estimate exists miss")
    }

    @Test func workGrowingWithCoveredTimeSettlesInsteadOfFeedingOnItself() {
        // 10 ms per frame and 30 ms per covered second of restarts (30 % of a core: 18 ms for one
        // interval, 20 ms for two): too much for 60 Hz, enough for 30 Hz.
        var loop = loop(work: { _ in 0.010 }, perCoveredTime: { 0.3 * $0 })
        loop.run(presents: 200)
        for period in periods(loop, 60..<200) { #expect(abs(period - 2 * interval) < 1e-9) }
        expectShownAtTheirTimes(loop, 60..<200)
        let missed = loop.clock.missedDeadlines
        loop.run(presents: 200)
        #expect(loop.clock.missedDeadlines == missed, "settled: no more missed deadlines")
    }

    @Test func oneSlowFrameIsAbsorbedAndTheRateComesBack() {
        // Frame 30 takes 200 ms; the frame after it covers that time, so it restarts more animations.
        var loop = loop(work: { $0 == 30 ? 0.200 : 0.004 }, perCoveredTime: { 0.05 * $0 })
        loop.run(presents: 150)
        for period in periods(loop, 60..<150) { #expect(abs(period - interval) < 1e-9) }
        expectShownAtTheirTimes(loop, 60..<150)
    }

    @Test func occasionalSpikesDoNotDragTheRateDown() {
        // One frame in ten takes two intervals (a garbage-collection-like pause): the rate is
        // planned on the usual work, and only the frames around a spike are late.
        var loop = loop(work: { $0 % 10 == 5 ? 0.030 : 0.006 })
        loop.run(presents: 300)
        let fast = periods(loop, 50..<300).filter { abs($0 - interval) < 1e-9 }.count
        #expect(fast >= 200, "most frames one interval apart: \(fast) of 250")
    }
}
