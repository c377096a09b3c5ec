import Foundation
import LunaparkCore
import LunaparkGraph
import Observation
import XCTest

/// Keeps its own `@State` and exposes it through a box, to see whether it survives.
private struct Keeper: View {
    let box: BindingBox<Int>
    var label: String = ""
    @State private var kept = 0
    var body: some View {
        let _ = (box.binding = $kept)
        Text("\(label)\(kept)")
    }
}

/// The SwiftUI Lab article's `SubView` without a parameter: nothing it depends on changes.
private struct StaticSubView: View {
    let counter: Counter
    var body: some View {
        let _ = counter.hit()
        Text("static")
    }
}

/// The SwiftUI Lab article's fix: a parameter that changes with each timeline update.
private struct DatedSubView: View {
    let counter: Counter
    let date: Date
    var body: some View {
        let _ = counter.hit()
        Text("dated")
    }
}

/// The SwiftUI Lab article's `ManyFaces`, with counters instead of emoji.
private struct ManyFaces: View {
    let fixed: Counter, dated: Counter
    var body: some View {
        // (Content named explicitly: see TimelineViewTests about inferring it.)
        TimelineView<PeriodicTimelineSchedule, AnyView>(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 0.5)) { timeline in
            AnyView(HStack {
                StaticSubView(counter: fixed)
                DatedSubView(counter: dated, date: timeline.date)
            })
        }
    }
}

/// The SwiftUI Lab article's "Action Tried to Update Multiple Times Per Frame" example.
struct FlagTimeline: View {
    let flag: FlagModel
    var body: some View {
        TimelineView<PeriodicTimelineSchedule, AnyView>(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 2)) { timeline in
            AnyView(Text("Hello")
                .foregroundStyle(flag.on ? Color.red : Color.blue)
                .onChange(of: timeline.date) { (_: Date) in flag.on.toggle() })
        }
    }
}

private struct Leaf: View, Equatable {
    let title: String
    nonisolated(unsafe) static var evaluations = 0
    var body: some View {
        let _ = Leaf.evaluations += 1
        Text(title)
    }
}

@MainActor @Observable final class OrderModel { var ids = ["x", "y", "z"] }
@MainActor @Observable final class FlagModel { var on = false; var changes = 0 }

@MainActor
final class IdentityTests: XCTestCase {
    func testBodyIsEvaluatedAgainOnlyWhenSomethingItReadChanged() async {
        let model = TwoValues()
        let counter = Counter()
        let h = GraphHarness {
            VStack {
                Text("a \(model.a)")
                StaticSubView(counter: counter)
            }
        }
        XCTAssertEqual(counter.count, 1)
        let before = h.stats.bodyEvaluations
        model.a = 1
        h.render()
        XCTAssertEqual(h.texts("a 1").count, 1)
        XCTAssertEqual(h.stats.bodyEvaluations - before, 1, "only the root read `a`")
        XCTAssertEqual(counter.count, 1, "the child's inputs did not change")
        // Frames without changes evaluate nothing.
        h.advance(by: 0.5)
        XCTAssertEqual(h.stats.bodyEvaluations - before, 1)
    }

    func testTimelineSubViewWithoutChangingParameterIsNotReevaluated() async {
        let fixed = Counter(), dated = Counter()
        let h = GraphHarness(root: ManyFaces(fixed: fixed, dated: dated))
        XCTAssertEqual(fixed.count, 1)
        XCTAssertEqual(dated.count, 1)
        h.advance(by: 2)
        // Entries at 0.5, 1.0, 1.5, 2.0 s.
        XCTAssertEqual(dated.count, 1 + 4)
        XCTAssertEqual(fixed.count, 1, "SubView() has no dependency that changes")
    }

    func testIfElseBranchesHaveTheirOwnState() async {
        let model = ViewTestModel()
        let first = BindingBox<Int>(), second = BindingBox<Int>()
        let h = GraphHarness {
            if model.flag { Keeper(box: second, label: "B") } else { Keeper(box: first, label: "A") }
        }
        first.set(4)
        h.render()
        XCTAssertEqual(h.texts("A4").count, 1)
        model.flag = true
        h.render()
        XCTAssertEqual(h.texts("B0").count, 1, "the other branch is another view with fresh state")
        model.flag = false
        h.render()
        XCTAssertEqual(h.texts("A0").count, 1, "the first branch was removed, its state is gone")
    }

    func testSameStructuralPositionKeepsStateAcrossUpdates() async {
        let model = ViewTestModel()
        let box = BindingBox<Int>()
        let h = GraphHarness {
            VStack {
                Text("value \(model.count)")
                Keeper(box: box, label: model.flag ? "on " : "off ")
            }
        }
        box.set(8)
        h.render()
        model.flag = true
        model.count = 9
        h.render()
        XCTAssertEqual(h.texts("on 8").count, 1, "a new value of the same view keeps its state")
    }

    func testExplicitIdChangeResetsState() async {
        let model = ViewTestModel()
        let box = BindingBox<Int>()
        let h = GraphHarness {
            VStack {
                Text("title \(model.name ?? "")")
                Keeper(box: box).id(model.count)
            }
        }
        box.set(6)
        h.render()
        XCTAssertEqual(h.texts("6").count, 1)
        model.name = "x"
        h.render()
        XCTAssertEqual(h.texts("6").count, 1, "same id: same view")
        model.count = 4
        h.render()
        XCTAssertEqual(h.texts("0").count, 1, "new id: a new view with fresh state")
    }

    func testForEachStateFollowsIdsWhenReordered() async {
        let order = OrderModel()
        var boxes: [String: BindingBox<Int>] = [:]
        for id in order.ids { boxes[id] = BindingBox<Int>() }
        let h = GraphHarness {
            VStack(spacing: 0) {
                ForEach(order.ids, id: \.self) { id in Keeper(box: boxes[id]!, label: id) }
            }
        }
        boxes["y"]!.set(2)
        boxes["z"]!.set(3)
        h.render()
        order.ids = ["z", "x", "y"]
        h.render()
        let texts = h.drawings.compactMap { $0.text?.string }
        XCTAssertEqual(texts, ["z3", "x0", "y2"])
        order.ids = ["z", "y"]
        h.render()
        order.ids = ["z", "y", "x"]
        h.render()
        XCTAssertEqual(h.drawings.compactMap { $0.text?.string }, ["z3", "y2", "x0"])
    }

    func testEquatableChildWithEqualValueIsNotReevaluated() async {
        let model = ViewTestModel()
        let h = GraphHarness {
            VStack {
                Text("count \(model.count)")
                Leaf(title: model.flag ? "on" : "off")
            }
        }
        let start = Leaf.evaluations
        model.count = 10
        h.render()
        XCTAssertEqual(Leaf.evaluations, start)
        model.flag = true
        h.render()
        XCTAssertEqual(Leaf.evaluations, start + 1)
        XCTAssertEqual(h.texts("on").count, 1)
    }

    func testUpdateLoopIsReportedOnceAndDoesNotHang() async {
        let flag = FlagModel()
        let h = GraphHarness {
            Text(flag.on ? "on" : "off")
                .onChange(of: flag.on) { flag.on.toggle(); flag.changes += 1 }
        }
        flag.on = true
        h.advance(by: 0.1)
        XCTAssertEqual(h.diagnostics.filter { $0.contains("multiple times per frame") }.count, 1)
        XCTAssertGreaterThan(flag.changes, 1)
        h.advance(by: 0.5)
        XCTAssertEqual(h.diagnostics.count, 1, "reported once")
    }
}
