import Foundation
import LunaparkCore
import LunaparkGraph
import Observation
import XCTest

/// A custom transition effect: a layer opacity of `amount`.
private struct Dim: ViewModifier {
    var amount: Double
    func body(content: Content) -> some View { content.opacity(amount) }
}

@MainActor @Observable
final class LifecycleLog {
    var entries: [String] = []
}

extension GraphHarness {
    /// Drawings whose own bounds are `side` points wide (found by size, not colour: the colour of an
    /// inserted shape is not reliable while its transition runs, see PendingBugTests).
    func squares(_ side: CGFloat) -> [PlacedDrawing] {
        drawings.filter { abs($0.drawing.bounds.width - side) < 0.001 && $0.text == nil }
    }

    func square(_ side: CGFloat, file: StaticString = #filePath, line: UInt = #line) -> PlacedDrawing? {
        let found = squares(side)
        XCTAssertEqual(found.count, 1, "drawings \(side) wide", file: file, line: line)
        return found.first
    }
}

@MainActor
final class TransitionTests: XCTestCase {
    /// A 20-point red square inserted and removed by `flag`, with `transition`, animated linearly over 1 s.
    private func toggled(_ transition: AnyTransition, model: ViewTestModel) -> GraphHarness {
        GraphHarness {
            ZStack {
                Color.clear.frame(width: 100, height: 100)
                if model.flag {
                    Color.red.frame(width: 20, height: 20).transition(transition)
                }
            }
            .animation(.linear(duration: 1), value: model.flag)
        }
    }

    private let centre = CGRect(x: 200 - 10, y: 150 - 10, width: 20, height: 20)

    func testOpacityInsertionStartsActiveAndEndsAtIdentity() async {
        let model = ViewTestModel()
        let h = toggled(.opacity, model: model)
        model.flag = true
        h.render()
        XCTAssertEqual(h.square(20)?.opacity ?? -1, 0, accuracy: 0.02, "starts at the active state")
        h.advance(by: 0.5)
        XCTAssertEqual(h.square(20)?.opacity ?? -1, 0.5, accuracy: 1e-6)
        h.advance(by: 0.6)
        XCTAssertEqual(h.square(20)?.opacity ?? -1, 1)
        XCTAssertTrue(h.square(20)?.layers.isEmpty ?? false, "no effect layers once idle")
    }

    func testRemovedViewStaysUntilItsTransitionFinishes() async {
        let model = ViewTestModel()
        model.flag = true
        let h = toggled(.opacity, model: model)
        model.flag = false
        h.advance(by: 0.5)
        XCTAssertEqual(h.square(20)?.opacity ?? -1, 0.5, accuracy: 1e-6)
        h.advance(by: 0.6)
        XCTAssertEqual(h.squares(20).count, 0)
    }

    func testDefaultTransitionIsOpacity() async {
        let model = ViewTestModel()
        let h = GraphHarness {
            VStack { if model.flag { Color.red.frame(width: 20, height: 20) } }
                .animation(.linear(duration: 1), value: model.flag)
        }
        model.flag = true
        h.advance(by: 0.25)
        XCTAssertEqual(h.square(20)?.opacity ?? -1, 0.25, accuracy: 1e-6)
    }

    func testScaleTransitions() async {
        let model = ViewTestModel()
        let h = toggled(.scale, model: model)
        model.flag = true
        h.advance(by: 0.5)
        expectRect(h.square(20)?.frame, centre.insetBy(dx: 5, dy: 5), "half size about the centre")

        let anchored = ViewTestModel()
        let k = toggled(.scale(scale: 0.5, anchor: .topLeading), model: anchored)
        anchored.flag = true
        k.advance(by: 0.5)
        let s = 0.5 + (1 - 0.5) * 0.5
        expectRect(k.square(20)?.frame, CGRect(x: centre.minX, y: centre.minY, width: 20 * s, height: 20 * s))
    }

    func testSlideMoveAndOffsetTransitions() async {
        let slide = ViewTestModel()
        let a = toggled(.slide, model: slide)
        slide.flag = true
        a.advance(by: 0.5)
        expectRect(a.square(20)?.frame, centre.offsetBy(dx: -20 * 0.5, dy: 0), "slide inserts from the leading edge")
        slide.flag = false
        a.advance(by: 1.1)
        slide.flag = true
        a.advance(by: 1.1)
        slide.flag = false
        a.advance(by: 0.5)
        expectRect(a.square(20)?.frame, centre.offsetBy(dx: 20 * 0.5, dy: 0), "slide removes towards the trailing edge")

        let move = ViewTestModel()
        let b = toggled(.move(edge: .bottom), model: move)
        move.flag = true
        b.advance(by: 0.25)
        expectRect(b.square(20)?.frame, centre.offsetBy(dx: 0, dy: 20 * 0.75))

        let offset = ViewTestModel()
        let c = toggled(.offset(x: 40, y: -8), model: offset)
        offset.flag = true
        c.advance(by: 0.5)
        expectRect(c.square(20)?.frame, centre.offsetBy(dx: 40 * 0.5, dy: -8 * 0.5))
    }

    func testPushFromEdgeMovesAndFades() async {
        let model = ViewTestModel()
        let h = toggled(.push(from: .top), model: model)
        model.flag = true
        h.advance(by: 0.5)
        expectRect(h.square(20)?.frame, centre.offsetBy(dx: 0, dy: -20 * 0.5))
        XCTAssertEqual(h.square(20)?.opacity ?? -1, 0.5, accuracy: 1e-6)
    }

    func testIdentityTransitionHasNoVisibleChange() async {
        let model = ViewTestModel()
        let h = toggled(.identity, model: model)
        model.flag = true
        h.render()
        XCTAssertEqual(h.square(20)?.opacity ?? -1, 1)
        expectRect(h.square(20)?.frame, centre)
        model.flag = false
        h.advance(by: 0.5)
        XCTAssertEqual(h.squares(20).count, 1, "stays until the animation is over")
        XCTAssertEqual(h.square(20)?.opacity ?? -1, 1)
    }

    func testAsymmetricAndCombined() async {
        let model = ViewTestModel()
        let t = AnyTransition.asymmetric(insertion: .slide, removal: .scale).combined(with: .opacity)
        let h = toggled(t, model: model)
        model.flag = true
        h.advance(by: 0.5)
        expectRect(h.square(20)?.frame, centre.offsetBy(dx: -10, dy: 0))
        XCTAssertEqual(h.square(20)?.opacity ?? -1, 0.5, accuracy: 1e-6)
        h.advance(by: 0.6)
        model.flag = false
        h.advance(by: 0.5)
        expectRect(h.square(20)?.frame, centre.insetBy(dx: 5, dy: 5), "removed by scaling")
        XCTAssertEqual(h.square(20)?.opacity ?? -1, 0.5, accuracy: 1e-6)
    }

    func testCustomModifierTransition() async {
        let model = ViewTestModel()
        let h = toggled(.modifier(active: Dim(amount: 0.2), identity: Dim(amount: 1)), model: model)
        model.flag = true
        h.render()
        XCTAssertEqual(h.square(20)?.opacity ?? -1, 0.2, accuracy: 0.02)
        h.advance(by: 0.5)
        // A modifier with a body and no animatable data switches; it is applied as it is.
        XCTAssertEqual(h.squares(20).count, 1)
        h.advance(by: 0.6)
        XCTAssertEqual(h.square(20)?.opacity ?? -1, 1)
    }

    func testTransitionWithItsOwnAnimationRunsWithoutAnAnimatedTransaction() async {
        let model = ViewTestModel()
        let h = GraphHarness {
            ZStack {
                if model.flag {
                    Color.red.frame(width: 20, height: 20).transition(.opacity.animation(.linear(duration: 2)))
                }
            }
        }
        model.flag = true
        h.advance(by: 0.5)
        XCTAssertEqual(h.square(20)?.opacity ?? -1, 0.25, accuracy: 1e-6)
    }

    func testWithoutAnimationViewsComeAndGoAtOnce() async {
        let model = ViewTestModel()
        let h = GraphHarness { ZStack { if model.flag { Color.red.frame(width: 20, height: 20).transition(.scale) } } }
        model.flag = true
        h.render()
        expectRect(h.square(20)?.frame, centre)
        model.flag = false
        h.render()
        XCTAssertEqual(h.squares(20).count, 0)
    }

    /// The objc.io article: both branches of an if/else are on screen half way.
    func testIfElseBranchesAreOnScreenTogetherHalfWay() async {
        let model = ViewTestModel()
        let h = GraphHarness {
            VStack {
                if model.flag {
                    Color.red.frame(width: 20, height: 20)
                } else {
                    Color.blue.frame(width: 30, height: 30)
                }
            }
            .animation(.linear(duration: 1), value: model.flag)
        }
        model.flag = true
        h.advance(by: 0.5)
        XCTAssertEqual(h.square(20)?.opacity ?? -1, 0.5, accuracy: 1e-6)
        XCTAssertEqual(h.square(30)?.opacity ?? -1, 0.5, accuracy: 1e-6)
        h.advance(by: 0.6)
        XCTAssertEqual(h.squares(30).count, 0)
        XCTAssertEqual(h.squares(20).count, 1)
    }

    /// The objc.io article: `.id(visible)` makes a new view, and the transition written after
    /// `.id` is the one both copies run: the new text slides in from the leading edge (by its
    /// own width) and the old one scales down, both fading. (The `.opacity` fallback would
    /// fade them in place.)
    func testIdChangeTransitionsOldAndNewTogether() async {
        let model = ViewTestModel()
        let t = AnyTransition.asymmetric(insertion: .slide, removal: .scale).combined(with: .opacity)
        let h = GraphHarness {
            VStack {
                Text("Hello, world!").id(model.flag).transition(t)
            }
            .animation(.linear(duration: 1), value: model.flag)
        }
        let start = h.texts("Hello, world!").first?.frame ?? .null
        model.flag = true
        h.advance(by: 0.5)
        let copies = h.texts("Hello, world!")
        XCTAssertEqual(copies.count, 2)
        XCTAssertEqual(copies.map(\.opacity), [0.5, 0.5])
        let scales = copies.map { Double(hypot($0.transform.a, $0.transform.b)) }
        guard copies.count == 2, let old = scales.firstIndex(where: { $0 < 0.99 }) else {
            return XCTFail("one copy scales down: \(scales)")
        }
        XCTAssertEqual(scales[old], 0.5, accuracy: 1e-6, "the old text scales down")
        XCTAssertEqual(Double(copies[old].frame.midX), Double(start.midX), accuracy: 0.5, "about its centre")
        let new = copies[1 - old].frame
        XCTAssertEqual(Double(new.width), Double(start.width), accuracy: 0.5, "the new text is not scaled")
        // By half the text's width (its drawing bounds reach 2 points beyond its frame on each side).
        XCTAssertEqual(Double(new.minX), Double(start.minX - (start.width - 4) * 0.5), accuracy: 0.5,
                       "the new text slides in from the leading edge")
        h.advance(by: 0.6)
        XCTAssertEqual(h.texts("Hello, world!").count, 1)
    }

    func testInterruptedInsertionReversesFromWhereItIs() async {
        let model = ViewTestModel()
        let h = toggled(.opacity, model: model)
        model.flag = true
        h.advance(by: 0.5)
        XCTAssertEqual(h.square(20)?.opacity ?? -1, 0.5, accuracy: 1e-6)
        model.flag = false
        h.advance(by: 1.0 / 60)
        let after = h.square(20)?.opacity ?? -1
        XCTAssertEqual(after, 0.5, accuracy: 0.05, "no jump")
        XCTAssertLessThan(after, 0.5, "on its way back out")
        h.advance(by: 1.1)
        XCTAssertEqual(h.squares(20).count, 0)
        // And a removal interrupted half way comes back from where it is.
        model.flag = true
        h.advance(by: 1.1)
        model.flag = false
        h.advance(by: 0.5)
        model.flag = true
        h.advance(by: 1.0 / 60)
        XCTAssertEqual(h.square(20)?.opacity ?? -1, 0.5, accuracy: 0.05)
        h.advance(by: 1.1)
        XCTAssertEqual(h.square(20)?.opacity ?? -1, 1)
    }

    func testOnAppearRunsBeforeTheFirstFrameShowingTheView() async {
        let model = ViewTestModel()
        let log = LifecycleLog()
        weak var graphRef: ViewGraph?
        let h = GraphHarness {
            ZStack {
                if model.flag {
                    Color.red.frame(width: 20, height: 20)
                        .onAppear { log.entries.append("appear@\(graphRef?.statistics.frames ?? -1)") }
                        .onDisappear { log.entries.append("disappear") }
                }
            }
            .animation(.linear(duration: 1), value: model.flag)
        }
        graphRef = h.graph
        let framesBefore = h.stats.frames
        model.flag = true
        h.render()
        XCTAssertEqual(log.entries, ["appear@\(framesBefore)"], "before the frame that shows it")
        model.flag = false
        h.advance(by: 0.5)
        XCTAssertEqual(log.entries.count, 1, "onDisappear waits for the removal transition")
        h.advance(by: 0.6)
        XCTAssertEqual(log.entries.last, "disappear")
    }

    func testOnChangeOldAndNewForms() async {
        let model = ViewTestModel()
        let log = LifecycleLog()
        let h = GraphHarness {
            Text("\(model.count)")
                .onChange(of: model.count) { old, new in log.entries.append("two \(old)->\(new)") }
                .onChange(of: model.count) { log.entries.append("none") }
                .onChange(of: model.count) { (new: Int) in log.entries.append("one \(new)") }
                .onChange(of: model.flag, initial: true) { _, new in log.entries.append("initial \(new)") }
        }
        XCTAssertEqual(log.entries, ["initial false"])
        model.count = 5
        h.render()
        XCTAssertEqual(Set(log.entries.dropFirst()), ["two 3->5", "none", "one 5"])
        h.render()
        XCTAssertEqual(log.entries.count, 4, "no change, no action")
    }

    /// A view removed with `.transition(.identity)` in an animated change leaves (at the latest when the
    /// animation is over), rather than staying on screen.
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

    /// A shape inserted in an animated transaction is drawn in its own colour from its first frame
    /// (not animated from the primary style a new shape starts with).
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
}
