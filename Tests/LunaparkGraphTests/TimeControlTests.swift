import Foundation
import LunaparkCore
@testable import LunaparkGraph
import XCTest

/// Slow motion, pause and single steps (ViewGraph.timeScale / isPaused / step, SceneClock).
@MainActor
final class TimeControlTests: XCTestCase {
    func testSceneClockMapsHostTimeAtItsRate() async {
        var clock = SceneClock(start: 10)
        XCTAssertEqual(clock.sceneTime(atHost: 12), 12, accuracy: 1e-12)
        clock.setRate(0.1, atHost: 12)
        // From host 12 on, the scene runs ten times slower: 3 host seconds are 0.3 scene seconds.
        XCTAssertEqual(clock.sceneTime(atHost: 15), 12 + 3 * 0.1, accuracy: 1e-12)
        XCTAssertEqual(clock.hostTime(atScene: 12.3) ?? .nan, 15, accuracy: 1e-9)
    }

    func testPausedClockStandsStillAndStepsByHand() async {
        var clock = SceneClock(start: 0)
        clock.setPaused(true, atHost: 1)
        XCTAssertEqual(clock.sceneTime(atHost: 5), 1, accuracy: 1e-12)
        XCTAssertNil(clock.hostTime(atScene: 2), "a paused scene never reaches a later time")
        clock.step(by: 1.0 / 60)
        XCTAssertEqual(clock.sceneTime(atHost: 9), 1 + 1.0 / 60, accuracy: 1e-12)
        clock.setPaused(false, atHost: 9)
        XCTAssertEqual(clock.sceneTime(atHost: 10), 1 + 1.0 / 60 + 1, accuracy: 1e-12)
    }

    /// A linear 1 s offset animation at timeScale 0.5 is a quarter done after 0.5 host seconds.
    func testSlowMotionSlowsAnimations() async {
        let model = ViewTestModel()
        let h = GraphHarness {
            Color.red.frame(width: 20, height: 20)
                .offset(x: model.flag ? 100 : 0)
                .animation(.linear(duration: 1), value: model.flag)
        }
        h.graph.timeScale = 0.5
        let start = h.box(.red).minX
        model.flag = true
        h.advance(by: 0.5)
        XCTAssertEqual(h.box(.red).minX - start, 100 * (0.5 * 0.5), accuracy: 1e-6)
        h.graph.timeScale = 1
        h.advance(by: 0.5)   // scene time 0.25 + 0.5 = 0.75
        XCTAssertEqual(h.box(.red).minX - start, 100 * 0.75, accuracy: 1e-6)
    }

    /// Paused, an animation does not move; each step moves it by one frame of scene time.
    func testPauseFreezesAnimationsAndStepMovesOneFrame() async {
        let model = ViewTestModel()
        let h = GraphHarness {
            Color.red.frame(width: 20, height: 20)
                .offset(x: model.flag ? 60 : 0)
                .animation(.linear(duration: 1), value: model.flag)
        }
        let start = h.box(.red).minX
        model.flag = true
        h.advance(by: 0.25)
        h.graph.isPaused = true
        h.advance(by: 2)
        XCTAssertEqual(h.box(.red).minX - start, 60 * 0.25, accuracy: 1e-6, "frozen while paused")
        h.graph.step(by: 0.25)
        h.render()
        XCTAssertEqual(h.box(.red).minX - start, 60 * 0.5, accuracy: 1e-6)
    }

    /// The inspector wrapper takes its keys and passes the others to the scene.
    func testInspectedContentKeys() async {
        let model = ViewTestModel()
        let graph = ViewGraph(size: CGSize(width: 300, height: 200), textMeasurer: FakeTextMeasurer(),
                              content: Color.red.onKeyPress("x") { model.flag = true; return .handled })
        let inspected = InspectedContent(scene: graph, textMeasurer: FakeTextMeasurer())
        XCTAssertFalse(inspected.isInspectorVisible)
        let hidden = inspected.frame(at: 0).items.count
        inspected.handle(.key("i", modifiers: []), at: 0)
        XCTAssertTrue(inspected.isInspectorVisible)
        XCTAssertGreaterThan(inspected.frame(at: 1.0 / 60).items.count, hidden, "the panel is drawn on top")
        inspected.handle(.key("s", modifiers: []), at: 0.1)
        XCTAssertEqual(graph.timeScale, inspected.slowMotionRate)
        inspected.handle(.key("s", modifiers: []), at: 0.2)
        XCTAssertEqual(graph.timeScale, 1)
        inspected.handle(.key("p", modifiers: []), at: 0.3)
        XCTAssertTrue(graph.isPaused)
        inspected.handle(.key("x", modifiers: []), at: 0.4)
        _ = inspected.frame(at: 0.5)
        XCTAssertTrue(model.flag, "other keys reach the scene")
    }
}

/// After a stall, a timeline applies a few missed entries and then jumps to the latest due one,
/// keeping the schedule's later entries.
@MainActor
final class TimelineCatchUpTests: XCTestCase {
    func testStalledTimelineCatchesUpAndKeepsItsSchedule() async {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        final class Dates { var seen: [Date] = [] }
        let dates = Dates()
        let h = GraphHarness(referenceDate: start) {
            TimelineView(.periodic(from: start, by: 0.1)) { context in
                Text("x").onChange(of: context.date) { _, new in dates.seen.append(new) }
            }
        }
        h.jump(to: 1.0)  // one frame after a 1 s stall: entries 0.1 ... 1.0 are due
        let applied = dates.seen.map { $0.timeIntervalSince(start) }
        // 0.1, 0.2, 0.3 in turn, then the jump to 1.0: catchUpEntriesPerFrame entries in all.
        XCTAssertEqual(applied.count, ViewGraph.catchUpEntriesPerFrame, "\(applied)")
        XCTAssertEqual(applied.last ?? 0, 1.0, accuracy: 1e-9, "ends on the latest due entry")
        h.jump(to: 1.1)
        XCTAssertEqual(dates.seen.last.map { $0.timeIntervalSince(start) } ?? 0, 1.1, accuracy: 1e-9, "the schedule goes on")
    }
}

@MainActor
final class InspectorModelTests: XCTestCase {
    func testValuesAreShownWithThreeDecimals() async {
        XCTAssertEqual(InspectorModel.rounded("_ScaleEffect = ((0.9968732297872673, 1.25), x 12)"),
                       "_ScaleEffect = ((0.996, 1.25), x 12)")
        XCTAssertEqual(InspectorModel.rounded("frame (137.0, 150.0, 150.0 x 150.0)"), "frame (137.0, 150.0, 150.0 x 150.0)")
    }

    /// The panel tells whether a frame walked the tree or rewrote layers in place.
    func testDisplayListWorkIsRecordedPerFrame() async {
        let model = ViewTestModel()
        struct Moving: View {
            let model: ViewTestModel
            var body: some View {
                Color.red.frame(width: 20, height: 20)
                    .offset(x: model.flag ? 100 : 10).opacity(model.flag ? 0.5 : 0.9)
                    .animation(.linear(duration: 1), value: model.flag)
            }
        }
        let graph = ViewGraph(size: CGSize(width: 300, height: 200), textMeasurer: FakeTextMeasurer(),
                              content: Moving(model: model))
        let inspected = InspectedContent(scene: graph, textMeasurer: FakeTextMeasurer(), showsInspector: true)
        _ = inspected.frame(at: 0)
        model.flag = true
        _ = inspected.frame(at: 1.0 / 60)
        XCTAssertTrue(inspected.model.displayListWalked, "the change is drawn by a walk")
        _ = inspected.frame(at: 2.0 / 60)
        XCTAssertFalse(inspected.model.displayListWalked)
        XCTAssertEqual(inspected.model.layersRewritten, 2, "the offset's and the opacity's layers")
    }
}
