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

    @Test func belowTheDisplayRateAWantedFrameIsBuiltWhileTheWaitingFrameWaits() {
        var pipeline = FramePipeline(depth: 2)
        pipeline.append(FramePipeline.Frame(time: FrameTime(timestamp: 1 - interval, targetTimestamp: 1), slot: 0, began: 0.9))
        // 3 ms of work 2 ms before the waiting frame's slot: at the display's rate it is shown first.
        #expect(pipeline.nextStep(now: 0.998, buildAt: -.infinity, expectedWork: 0.003) == .present)
        #expect(pipeline.nextStep(now: 0.998, buildAt: -.infinity, expectedWork: 0.003, belowDisplayRate: true) == .build)
        // A timed update, nothing wanted, a full pipeline or a slot that has come: as before.
        #expect(pipeline.nextStep(now: 0.990, buildAt: 0.995, expectedWork: 0.008, belowDisplayRate: true) == .present)
        #expect(pipeline.nextStep(now: 0.998, buildAt: nil, expectedWork: 0.003, belowDisplayRate: true) == .present)
        #expect(pipeline.nextStep(now: 1.0, buildAt: -.infinity, expectedWork: 0.003, belowDisplayRate: true) == .present)
        pipeline.append(FramePipeline.Frame(time: FrameTime(timestamp: 1, targetTimestamp: 1 + interval), slot: 1, began: 0.95))
        #expect(pipeline.nextStep(now: 0.998, buildAt: -.infinity, expectedWork: 0.003, belowDisplayRate: true) == .present)
    }

    @Test func workOfHalfTheCoveredTimeHoldsASteadyRateWithBothThreadsBusy() {
        // 20 ms a frame plus half the covered time in restarts, 23 ms of raster on the raster thread.
        // Presenting the waiting frame first idled the main thread and made the next frame cover
        // two periods (30 ms more work): the rate fell below 1 fps with the main thread half idle.
        var loop = loop(work: { _ in 0.020 }, perCoveredTime: { 0.5 * $0 })
        loop.rasterWork = { _ in 0.023 }
        loop.run(presents: 300)
        let shown = periods(loop, 100..<300)
        #expect(shown.allSatisfy { $0 <= 4 * interval + 1e-9 }, "at least 15 fps: \(shown.max() ?? 0)")
        #expect(Set(shown.map { ($0 / interval).rounded() }).count == 1, "one steady period")
        expectShownAtTheirTimes(loop, 100..<300)
        // The main thread's share of the time: building, not waiting for slots.
        let built = loop.built.filter { $0.began >= loop.presented[100].started && $0.ready <= loop.presented[299].started }
        let busy = built.reduce(0) { $0 + $1.ready - $1.began } / (loop.presented[299].started - loop.presented[100].started)
        #expect(busy > 0.7, "main thread busy \(busy)")
    }
}
