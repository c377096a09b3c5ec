import Foundation
import Lunapark
import Testing
@testable import LunaparkDemo

/// `lunapark --screenshot` is repeatable: the virtual clock starts at a fixed date
/// (`HeadlessHost.defaultReferenceDate`) and the park's `.now` reads it (`ParkClock`), so
/// two screenshots of a scene at the same virtual time are byte-identical, the Timelines
/// scene (its every-minute clock, seconds counters and quips) included.
@MainActor
struct HeadlessScreenshotTests {
    /// The scene at catalog `index` rendered at virtual time `time` as `--screenshot` does.
    static func screenshot(scene index: Int, at time: Double,
                           referenceDate: Date = HeadlessHost.defaultReferenceDate) -> RenderedImage {
        let run = HeadlessRun(size: CGSize(width: 960, height: 640), scene: index, scale: 1, referenceDate: referenceDate)
        run.host.advance(by: time)
        return run.host.render()
    }

    /// Async, yielding between scenes: other main-actor tests run meanwhile.
    @Test func twoScreenshotsOfEverySceneAtTheSameTimeAreByteIdentical() async {
        for index in SceneCatalog.all.indices {
            await Task.yield()
            let first = Self.screenshot(scene: index, at: 1.3)
            // Let the wall clock move on: nothing may read it.
            usleep(1_100_000 / UInt32(SceneCatalog.all.count))
            let second = Self.screenshot(scene: index, at: 1.3)
            let identical = first.pixels == second.pixels
            #expect(identical, "scene \(SceneCatalog.all[index].title)")
        }
    }

    /// The Timelines scene shows the date: another reference date, other pixels; the same one, the same.
    @Test func theTimelinesSceneShowsTheReferenceDate() throws {
        let timelines = try #require(SceneCatalog.all.firstIndex { $0.title == TimelinesScene.info.title })
        let atNine = Self.screenshot(scene: timelines, at: 2, referenceDate: Date(timeIntervalSince1970: 1_718_010_000))
        let atNineAgain = Self.screenshot(scene: timelines, at: 2, referenceDate: Date(timeIntervalSince1970: 1_718_010_000))
        let later = Self.screenshot(scene: timelines, at: 2, referenceDate: Date(timeIntervalSince1970: 1_718_013_725))
        let same = atNine.pixels == atNineAgain.pixels, different = atNine.pixels != later.pixels
        #expect(same)
        #expect(different)
    }
}
