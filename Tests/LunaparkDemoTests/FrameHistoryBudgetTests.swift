import Foundation
import Lunapark
import Testing
@testable import LunaparkDemo

/// The inspector's frame history keeps within its documented budget (64 MiB for the last
/// 10 s) on the park's busiest scene, the Curves lab (245 display-list items a frame, every
/// plot's dots and balls moving; measured with every scene for 10 s: 12.3 MB, the next 5.7 MB).
@MainActor
struct FrameHistoryBudgetTests {
    /// Async, yielding every quarter second of virtual time: a minute of frames takes long on
    /// the main actor, and other main-actor tests must go on meanwhile.
    @Test func theBusiestSceneKeepsTenSecondsWithinTheBudgetOverAMinute() async throws {
        let curves = try #require(SceneCatalog.all.firstIndex { $0.title == CurvesLabScene.info.title })
        let run = HeadlessRun(size: CGSize(width: 960, height: 640), scene: curves, scale: 1, inspector: true)
        let inspector = try #require(run.host.inspector)
        inspector.recordsHistory = true
        run.host.key("i")   // the panel hidden: only the recording costs
        var largest = 0
        for _ in 0..<240 {
            await Task.yield()
            run.host.advance(by: 0.25)
            largest = max(largest, inspector.history.estimatedBytes)
        }
        let history = inspector.history
        #expect(largest <= FrameHistory.defaultMemoryBudget, "\(largest) bytes")
        #expect(history.framesDroppedForMemory == 0, "the whole span fits")
        #expect(history.frames.count == 601, "10 s at 60 fps")
        // Something moved all along: a frame of distinct content per frame, not one frame kept 601 times.
        #expect(largest > 601 * 245 * MemoryLayout<DisplayList.Item>.stride)
        print("frame history, Curves lab, 60 s at 60 fps: at most \(largest) bytes for \(history.frames.count) frames")
    }
}
