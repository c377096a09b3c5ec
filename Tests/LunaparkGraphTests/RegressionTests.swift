import Foundation
import LunaparkCore
import LunaparkGraph
import XCTest

/// Regressions: each test exposed a bug in LunaparkGraph (fixed with it).
@MainActor
final class RegressionTests: XCTestCase {
    /// A root view smaller than the window is centred at its own size (SwiftUI's root placement);
    /// a fixed frame offers its content its own size, not the rect its parent placed it in.
    func testRootFixedFrameIsCentredAtItsOwnSize() async {
        let h = GraphHarness { Color.red.frame(width: 10, height: 10) }
        expectRect(h.drawing(.red)?.frame, CGRect(x: (400 - 10) / 2, y: (300 - 10) / 2, width: 10, height: 10))
    }

    /// The SwiftUI Lab article's trap converges in Lunapark: a refresh caused by the flag gets the current scene
    /// date, which moves only between frames, so the content's `onChange(of: timeline.date)` fires
    /// once per entry instead of looping (SwiftUI loops because each refresh reads the wall clock).
    /// The flag therefore toggles exactly once per entry, and nothing is reported.
    func testTimelineOnChangeTogglesOncePerEntry() async {
        let flag = FlagModel()
        let h = GraphHarness(root: FlagTimeline(flag: flag))
        h.advance(by: 4.5)   // entries at 2 s and 4 s after the start (periodic from the reference date, by 2)
        XCTAssertEqual(flag.on, false, "two toggles: one per entry")
        XCTAssertTrue(h.diagnostics.filter { $0.contains("multiple times per frame") }.isEmpty, "\(h.diagnostics)")
    }

    /// A child holding the same model instance (a class) has unchanged inputs: SwiftUI compares
    /// references by identity, so the child is not evaluated again when its parent is.
    func testChildHoldingSameModelInstanceIsNotReevaluated() async {
        let model = TwoValues()
        let countB = Counter()
        let h = GraphHarness {
            VStack {
                Text("a \(model.a)")
                ReadsB(model: model, counter: countB)
            }
        }
        model.a = 1
        h.render()
        XCTAssertEqual(countB.count, 1, "ReadsB's model is the same instance and it did not read `a`")
    }

    /// A change that needs no layout (a colour) still ends its update pass: the completion of
    /// an animation that started nothing fires, and the pass's transaction is not kept for a
    /// later, unrelated layout (a resize then jumped, not animated by the old transaction).
    func testAPassWithoutLayoutFiresItsCompletionsAndForgetsItsTransaction() async {
        let model = AnimModel()
        let h = GraphHarness { PlainLabel(model: model) }
        var completed = false
        withAnimation(.linear(duration: 1)) { model.on = true } completion: { completed = true }
        h.advance(by: 0.1)
        XCTAssertTrue(completed, "a colour change of text starts no animation here: its completion fires")
        let before = h.texts("hello").first?.frame ?? .null
        h.graph.viewportSize = CGSize(width: 600, height: 300)
        h.advance(by: 0.25)
        let after = h.texts("hello").first?.frame ?? .null
        XCTAssertEqual(after.midX - before.midX, 100, accuracy: 1e-6, "the resize re-centres at once")
    }
}

@MainActor
final class PendingShapeStyleTests: XCTestCase {
    /// A shape inserted in an animated transaction is drawn in its own colour from its first frame.
    /// Lunapark animates the fill from black (ShapeNode's initial primary style) to the colour.
    func testInsertedShapeHasItsColourFromTheFirstFrame() async {
        let model = ViewTestModel()
        let h = GraphHarness {
            ZStack {
                if model.flag { Color.red.frame(width: 20, height: 20).transition(.opacity) }
            }
            .animation(.linear(duration: 1), value: model.flag)
        }
        model.flag = true
        h.render()
        XCTAssertEqual(h.drawings.first?.fillColor, Color.red.resolved)
        h.advance(by: 0.5)
        XCTAssertEqual(h.drawings.first?.fillColor, Color.red.resolved)
    }

    /// A view removed with `.transition(.identity)` in an animated change leaves (at the latest when the
    /// animation is over). Lunapark keeps it on screen for ever.
    func testIdentityTransitionRemovalFinishes() async {
        let model = ViewTestModel()
        model.flag = true
        let h = GraphHarness {
            ZStack {
                if model.flag { Color.red.frame(width: 20, height: 20).transition(.identity) }
            }
            .animation(.linear(duration: 1), value: model.flag)
        }
        model.flag = false
        h.advance(by: 3)
        XCTAssertEqual(h.drawings.count, 0)
    }
}

@MainActor
final class LayoutRegressionTests: XCTestCase {
    /// SwiftUI offers a higher-priority child everything the lower-priority ones do not need at
    /// minimum; Lunapark offers it only an equal share (priority only changes the order).
    func testLayoutPriorityGetsTheSpaceFirst() async {
        let long = "0123456789" // 70 points at 7 per character
        let h = GraphHarness(width: 100, height: 200) {
            HStack(spacing: 0) {
                Text(long)._debugTag("low")
                Text(long).layoutPriority(1)._debugTag("high")
            }
        }
        XCTAssertEqual(h.frame("high").width, 70, accuracy: 0.001, "the higher priority gets its ideal width first")
        // The rest, 100 - 70 = 30 points, wraps the low-priority text at whole characters (7 points each).
        XCTAssertEqual(h.frame("low").width, ((100.0 - 70) / 7).rounded(.down) * 7, accuracy: 0.001)
    }

    /// The root view is placed at its own size, centred (a leading VStack is still centred in the window).
    func testRootStackIsCentredAtItsOwnSize() async {
        let h = GraphHarness {
            VStack(alignment: .leading, spacing: 6) {
                Color.red.frame(width: 40, height: 10)
                Color.blue.frame(width: 20, height: 10)
            }
        }
        XCTAssertEqual(h.box(.red).midX, 200, accuracy: 0.001)
    }
}

private struct ReadsB: View {
    let model: TwoValues
    let counter: Counter
    var body: some View {
        let _ = counter.hit()
        Text("b \(model.b)")
    }
}

/// A text whose colour follows `model.on` (a change that needs no layout).
private struct PlainLabel: View {
    let model: AnimModel
    var body: some View {
        Text("hello").foregroundColor(model.on ? .gray : .red)
    }
}
