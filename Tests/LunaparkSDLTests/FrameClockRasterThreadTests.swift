import Foundation
import Testing
@testable import LunaparkSDL

/// `FrameClock` with a raster thread (`PipelinedFrameRasterizer`) through the host's loop on a
/// virtual clock (`SimulatedHostLoop`, pipeline depth 2): the main thread builds a frame while
/// the one before is rasterized, so a frame's build and raster each need to fit in an
/// interval, not their sum; when one of them does not, the rate settles at a whole divisor
/// with every frame shown at the time it was evaluated for.
struct FrameClockRasterThreadTests {
    private let interval = 1.0 / 60

    private func loop(build: TimeInterval, raster: TimeInterval?) -> SimulatedHostLoop {
        var loop = SimulatedHostLoop(clock: FrameClock(reportedRefreshRate: nil, vsyncRequested: false, pipelineDepth: 2),
                                     start: 0)
        loop.work = { _ in build }
        if let raster { loop.rasterWork = { _ in raster } }
        return loop
    }

    private func periods(_ loop: SimulatedHostLoop, _ range: Range<Int>) -> [TimeInterval] {
        range.map { loop.presented[$0].time.targetTimestamp - loop.presented[$0 - 1].time.targetTimestamp }
    }

    private func shownAtTheirTimes(_ loop: SimulatedHostLoop, _ range: Range<Int>) -> Bool {
        range.allSatisfy { abs(loop.presented[$0].started - loop.presented[$0].time.targetTimestamp) < 1e-6 }
    }

    @Test func buildAndRasterOfTenAndTwelveMillisecondsHold60OnTwoThreads() {
        var threaded = loop(build: 0.010, raster: 0.012)
        threaded.run(presents: 120)
        #expect(periods(threaded, 30..<120).allSatisfy { abs($0 - interval) < 1e-9 })
        #expect(shownAtTheirTimes(threaded, 30..<120))
        // At most the first frames, planned before any raster time was known.
        #expect(threaded.clock.missedDeadlines <= 1)
        // The same 22 ms on one thread do not fit: 30 Hz.
        var inline = loop(build: 0.022, raster: nil)
        inline.run(presents: 120)
        #expect(periods(inline, 30..<120).allSatisfy { abs($0 - 2 * interval) < 1e-9 })
    }

    @Test func aRasterLongerThanAnIntervalSettlesAt30HzShownOnTime() {
        var loop = loop(build: 0.004, raster: 0.025)
        loop.run(presents: 120)
        #expect(abs(loop.clock.expectedRaster - 0.025) < 1e-9)
        #expect(abs(loop.clock.framePeriod - 2 * interval) < 1e-9)
        #expect(periods(loop, 40..<120).allSatisfy { abs($0 - 2 * interval) < 1e-9 })
        #expect(shownAtTheirTimes(loop, 40..<120))
    }

    @Test func withoutPipelineTheRasterTimeIsWaitedBeforeTheTarget() {
        var clock = FrameClock(reportedRefreshRate: nil, vsyncRequested: false, pipelineDepth: 1)
        for _ in 0..<16 {
            clock.frameBuilt(began: 0, at: 0.003)
            clock.frameRasterized(duration: 0.010)
        }
        let time = clock.beginFrame(at: 100)
        // Built by 100.003, rasterized by 100.013: the first slot after that.
        #expect(time.targetTimestamp >= 100.013 - 1e-9)
        #expect(time.targetTimestamp < 100.013 + interval)
        #expect(abs(clock.buildTime(forUpdateAt: 200) - (200 - 0.013)) < 1e-9)
    }
}
