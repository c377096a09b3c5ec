import Foundation
import LunaparkCore
import LunaparkGraph
import Observation
import XCTest

@MainActor @Observable
final class InputLog {
    var taps = 0
    var changes: [DragGesture.Value] = []
    var ended: DragGesture.Value?
    var value: Double = 0
    var on = false
    var choice = "a"
}

private struct Controls: View {
    let log: InputLog
    var body: some View {
        VStack(spacing: 0) {
            Slider(value: Binding(get: { log.value }, set: { log.value = $0 }), in: 0...10, step: 1)
                .frame(width: 226)
            Toggle("on", isOn: Binding(get: { log.on }, set: { log.on = $0 }))
                .frame(width: 200)
            Picker("pick", selection: Binding(get: { log.choice }, set: { log.choice = $0 })) {
                Text("a").tag("a")
                Text("b").tag("b")
            }
            .pickerStyle(.segmented)
            .frame(width: 200)
        }
    }
}

@MainActor
final class InputTests: XCTestCase {
    func testTapHitsThroughOffsetAndScale() async {
        let log = InputLog()
        let h = GraphHarness {
            VStack {
                Color.red.frame(width: 20, height: 20)
                    .onTapGesture { log.taps += 1 }
                    .scaleEffect(2)
                    .offset(x: 100)
            }
        }
        let drawn = h.box(.red)
        XCTAssertEqual(drawn.width, 40, accuracy: 0.001)
        h.tap(at: CGPoint(x: drawn.minX + 3, y: drawn.minY + 3))
        XCTAssertEqual(log.taps, 1, "inside the drawn (scaled, moved) square")
        h.tap(at: CGPoint(x: 200, y: 150))
        XCTAssertEqual(log.taps, 1, "where the square is laid out but not drawn")
    }

    func testDragGestureReportsLocationAndTranslation() async {
        let log = InputLog()
        let h = GraphHarness {
            VStack {
                Color.red.frame(width: 100, height: 100)
                    .gesture(DragGesture()
                        .onChanged { log.changes.append($0) }
                        .onEnded { log.ended = $0 })
            }
        }
        let square = h.box(.red)
        h.drag(from: CGPoint(x: square.minX + 10, y: square.minY + 10), to: CGPoint(x: square.minX + 70, y: square.minY + 50))
        XCTAssertFalse(log.changes.isEmpty)
        XCTAssertEqual(log.ended?.location, CGPoint(x: 70, y: 50), "local coordinates")
        XCTAssertEqual(log.ended?.translation, CGSize(width: 60, height: 40))
        XCTAssertEqual(log.changes.first?.startLocation, CGPoint(x: 10, y: 10))
    }

    func testButtonActsOnReleaseInsideOnly() async {
        let log = InputLog()
        let h = GraphHarness { VStack { Button("Press") { log.taps += 1 } } }
        guard let label = h.texts("Press").first?.frame else { return XCTFail("no label") }
        let inside = CGPoint(x: label.midX, y: label.midY)
        h.graph.handle(.pointerDown(inside), at: h.time)
        XCTAssertEqual(log.taps, 0, "not on press")
        h.graph.handle(.pointerUp(inside), at: h.time)
        XCTAssertEqual(log.taps, 1)
        h.graph.handle(.pointerDown(inside), at: h.time)
        h.graph.handle(.pointerMoved(CGPoint(x: 5, y: 5), isPressed: true), at: h.time)
        h.graph.handle(.pointerUp(CGPoint(x: 5, y: 5)), at: h.time)
        XCTAssertEqual(log.taps, 1, "released outside")
    }

    func testSliderToggleAndPicker() async {
        let log = InputLog()
        let h = GraphHarness(width: 300, height: 200) { Controls(log: log) }
        // The slider's track: 226 wide, thumb radius 13, so values are spread over 200 points.
        let sliderLeft = (300.0 - 226) / 2
        let sliderY = h.drawings.first { $0.fillColor == Color.white.resolved }?.frame.midY ?? 0
        h.drag(from: CGPoint(x: sliderLeft + 13, y: sliderY), to: CGPoint(x: sliderLeft + 13 + 200 * 0.64, y: sliderY))
        XCTAssertEqual(log.value, 6, "0.64 of 0...10 snapped to the step of 1")

        guard let toggleLabel = h.texts("on").first?.frame else { return XCTFail("no toggle") }
        h.tap(at: CGPoint(x: toggleLabel.midX, y: toggleLabel.midY))
        XCTAssertTrue(log.on)

        guard let b = h.texts("b").first?.frame else { return XCTFail("no segment b") }
        h.tap(at: CGPoint(x: b.midX, y: b.midY))
        XCTAssertEqual(log.choice, "b")
    }

    /// An outer `disabled(true)` wins over an inner `disabled(false)`, as in SwiftUI.
    func testOuterDisabledWins() async {
        let counter = Counter()
        let h = GraphHarness {
            Button("tap") { counter.hit() }
                .disabled(false)
                .disabled(true)
        }
        h.tap(at: CGPoint(x: 200, y: 150))
        XCTAssertEqual(counter.count, 0)
    }
}
