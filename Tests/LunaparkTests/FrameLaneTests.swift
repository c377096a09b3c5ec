import Foundation
import Testing
@testable import Lunapark
@testable import LunaparkGraph

/// The timeline strip's frame lane on `HeadlessHost`: frames get the phases the host reports,
/// a slow frame is a hitch, clicking it on the lane scrubs to it, and the lane draws its bars.
@MainActor
@Suite struct FrameLaneTests {
    static let size = CGSize(width: 600, height: 240)
    static let quick = FramePhaseTimes(build: 0.002, raster: 0.003, upload: 0.001, present: 0.001)
    static let slow = FramePhaseTimes(build: 0.024, raster: 0.004, upload: 0.001, present: 0.001)
    /// The frame (counted from the first advance) given the slow phases.
    static let slowFrame = 20

    /// 40 frames of the timeline tests' sliding square, recorded, each given the phases a window
    /// would report after presenting it (frame `slowFrame` took 30 ms), then paused.
    static func pausedRun() -> (HeadlessHost, InspectedContent, slowIndex: Int) {
        let host = HeadlessHost(size: size, inspector: true) { TimelineScrubTests.SlidingSquare() }
        let inspector = host.inspector!
        inspector.recordsHistory = true
        host.key("i")   // the panel hidden: the history goes on
        var slowTime: TimeInterval = -1
        for frame in 0..<40 {
            host.advanceFrame()
            if frame == slowFrame { slowTime = host.time }
            let kept = inspector.recordPhases(frame == slowFrame ? slow : quick, forFrameAt: host.time)
            #expect(kept)
        }
        host.key("p")
        return (host, inspector, inspector.history.frames.firstIndex { $0.hostTime == slowTime } ?? -1)
    }

    /// Window coordinates on the lane above recorded frame `index`, `dx` points to its right.
    static func lanePoint(of index: Int, in history: FrameHistory, dx: CGFloat = 0) -> CGPoint {
        let first = history.frames.first!.hostTime, last = history.frames.last!.hostTime
        let fraction = (history.frames[index].hostTime - first) / (last - first)
        let laneTop = size.height - TimelineStrip.height + TimelineStrip.topPadding
            + TimelineStrip.headerHeight + TimelineStrip.spacing
        return CGPoint(x: TimelineStrip.trackInset + CGFloat(fraction) * (size.width - 2 * TimelineStrip.trackInset) + dx,
                       y: laneTop + FrameLane.height - 1)
    }

    @Test func aSlowFrameIsAHitchAndAFrameAfterDroppedOnesToo() {
        let (_, inspector, slowIndex) = Self.pausedRun()
        let history = inspector.history
        #expect(history.frames[slowIndex].phases == Self.slow)
        #expect(history.frames[slowIndex].isLate(budget: 1.0 / 60))
        #expect(history.hitchIndices(budget: 1.0 / 60) == [slowIndex], "only the 30 ms frame")
        #expect(history.frames[5].interval.map { abs($0 - 1.0 / 60) < 1e-9 } == true, "60 Hz intervals")

        // A frame 3 refreshes after the one before it: two frames were dropped.
        var gap = FrameHistory()
        gap.record(DisplayList(items: []), hostTime: 1, sceneTime: 1, animations: [], interval: 1.0 / 60)
        gap.record(DisplayList(items: []), hostTime: 1.05, sceneTime: 1.05, animations: [], interval: 0.05)
        gap.record(DisplayList(items: []), hostTime: 1.2, sceneTime: 1.2, animations: [], interval: nil)
        #expect(gap.frames.map { $0.droppedFrameCount(budget: 1.0 / 60) } == [0, 2, 0], "none after an idle time")
        #expect(gap.hitchIndices(budget: 1.0 / 60) == [1])
        let found = gap.setPhases(Self.quick, forFrameAt: 1.1)
        #expect(!found, "no frame was built for 1.1 s")
    }

    @Test func clickingTheSlowFrameOnTheLaneScrubsToIt() {
        let (_, inspector, slowIndex) = Self.pausedRun()
        let history = inspector.history
        #expect(inspector.isTimelineShown)
        #expect(inspector.playheadIndex == nil, "paused on the newest frame")
        // 3 points beside the slow frame's bar, nearer its neighbour: the hitch is picked.
        let host = inspector
        host.handle(.pointerDown(Self.lanePoint(of: slowIndex, in: history, dx: 3)), at: 1)
        host.handle(.pointerUp(Self.lanePoint(of: slowIndex, in: history, dx: 3)), at: 1)
        #expect(inspector.playheadIndex == slowIndex)
        // Far from any hitch, a click picks the frame under it.
        host.handle(.pointerDown(Self.lanePoint(of: 8, in: history)), at: 1)
        #expect(inspector.playheadIndex == 8)
    }

    @Test func theLaneDrawsEachFramesPhasesAndMarksTheHitch() throws {
        let (host, inspector, slowIndex) = Self.pausedRun()
        let history = inspector.history
        let image = host.render()
        if let path = ProcessInfo.processInfo.environment["FRAME_LANE_PNG"] { try image.writePNG(to: URL(fileURLWithPath: path)) }
        let slow = Self.lanePoint(of: slowIndex, in: history)
        let quick = Self.lanePoint(of: 30, in: history)
        // The bottom of each bar is its build phase (blue); the hitch's band is red above its bar.
        let build = image.pixel(x: Int(quick.x), y: Int(quick.y))
        #expect(build.b > 200 && build.r < 120, "build phase in blue, got \(build)")
        let laneTop = Int(slow.y) - Int(FrameLane.height) + 1
        // The slow frame's bar is clipped at twice the budget: the band shows beside it.
        let band = image.pixel(x: Int(slow.x) - 5, y: laneTop + 20)
        #expect(band.r > 120 && band.g < 110 && band.b < 110, "red hitch band, got \(band)")
        let calm = image.pixel(x: Int(quick.x) - 5, y: laneTop + 20)
        #expect(calm.r < 80, "no band at a quick frame, got \(calm)")
    }
}
