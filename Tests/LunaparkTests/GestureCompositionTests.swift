import Foundation
import Lunapark
import Testing

/// What the gestures report, in order.
@MainActor
private final class GestureLog {
    var entries: [String] = []
}

/// A 100 x 100 square at the centre of a 200 x 200 host with `gesture` attached.
@MainActor
private func makeHost(_ content: some View) -> HeadlessHost {
    HeadlessHost(size: CGSize(width: 200, height: 200)) {
        content.frame(width: 100, height: 100)
    }
}

/// `@GestureState` reset, long presses, gesture composition and the simulated pinch, on
/// `HeadlessHost` with its virtual clock.
@MainActor
struct GestureCompositionTests {
    /// Long press then drag, updating a `GestureState` that shows the drag as text width.
    private struct PressThenDrag: View {
        let log: GestureLog
        @GestureState private var state = "idle"

        var body: some View {
            let _ = log.entries.append("body \(state)")
            Color.blue.gesture(
                LongPressGesture(minimumDuration: 0.5)
                    .sequenced(before: DragGesture(minimumDistance: 0))
                    .updating($state) { value, state, _ in
                        switch value {
                        case .first(let pressing): state = pressing ? "pressing" : "idle"
                        case .second(true, let drag?): state = "dragging \(Int(drag.translation.width))"
                        case .second(true, nil): state = "armed"
                        case .second(false, _): state = "idle"
                        }
                    }
                    .onEnded { _ in log.entries.append("ended") })
        }
    }

    @Test func longPressThenDragUpdatesGestureStateAndResets() {
        let log = GestureLog()
        let host = makeHost(PressThenDrag(log: log))
        host.press(at: CGPoint(x: 100, y: 100))
        host.advanceFrame()
        #expect(log.entries.last == "body pressing")
        host.advance(by: 0.3)
        #expect(log.entries.last == "body pressing", "not yet half a second")
        host.advance(by: 0.3)
        // The drag (minimum distance 0) begins as the long press ends, where the pointer rests.
        #expect(log.entries.last == "body dragging 0", "the long press ended while held: \(log.entries)")
        host.movePressed(to: CGPoint(x: 130, y: 100))
        host.advanceFrame()
        #expect(log.entries.last == "body dragging 30", "the drag translation counts from where the pointer rested")
        host.release(at: CGPoint(x: 130, y: 100))
        #expect(log.entries.suffix(2) == ["ended", "body idle"], "\(log.entries)")
    }

    @Test func releasingBeforeTheMinimumDurationFailsAndResets() {
        let log = GestureLog()
        let host = makeHost(PressThenDrag(log: log))
        host.press(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.2)
        host.release(at: CGPoint(x: 100, y: 100))
        host.advance(by: 1)
        #expect(!log.entries.contains("ended"))
        #expect(log.entries.last == "body idle")
    }

    @Test func movingTooFarFailsALongPress() {
        let log = GestureLog()
        let host = makeHost(Color.red.onLongPressGesture(minimumDuration: 0.5, maximumDistance: 10) {
            log.entries.append("performed")
        } onPressingChanged: { log.entries.append("pressing \($0)") })
        host.press(at: CGPoint(x: 100, y: 100))
        host.movePressed(to: CGPoint(x: 108, y: 100))
        host.advance(by: 0.1)
        host.movePressed(to: CGPoint(x: 125, y: 100))
        host.advance(by: 1)
        host.release(at: CGPoint(x: 125, y: 100))
        #expect(log.entries == ["pressing true", "pressing false"])
        host.press(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.6)
        #expect(log.entries.suffix(2) == ["pressing false", "performed"], "performed while still held: \(log.entries)")
    }

    @Test func highPriorityGestureTakesThePressFromAButton() {
        let log = GestureLog()
        let host = makeHost(Button("Go") { log.entries.append("button") }
            .frame(width: 100, height: 100)
            .highPriorityGesture(TapGesture(count: 1).onEnded { log.entries.append("tap") }))
        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.entries == ["tap"])
    }

    @Test func simultaneousGestureRunsWithTheButton() {
        let log = GestureLog()
        let host = makeHost(Button("Go") { log.entries.append("button") }
            .frame(width: 100, height: 100)
            .simultaneousGesture(TapGesture().onEnded { log.entries.append("tap") }))
        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(Set(log.entries) == ["button", "tap"])
    }

    @Test func plainGestureLeavesTheButtonItsPress() {
        let log = GestureLog()
        let host = makeHost(Button("Go") { log.entries.append("button") }
            .frame(width: 100, height: 100)
            .gesture(TapGesture().onEnded { log.entries.append("tap") }))
        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.entries == ["button"])
    }

    @Test func exclusiveGestureFallsBackToTheSecond() {
        let log = GestureLog()
        let gesture = TapGesture(count: 2).exclusively(before: TapGesture(count: 1))
            .onEnded { value in
                switch value {
                case .first: log.entries.append("double")
                case .second: log.entries.append("single")
                }
            }
        let host = makeHost(Color.green.gesture(gesture))
        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.entries == ["single"], "the double tap failed on the first release, so the single tap ends")
        let drags = TapGesture().exclusively(before: DragGesture())
            .onEnded { value in if case .second = value { log.entries.append("drag") } else { log.entries.append("tap") } }
        let second = makeHost(Color.green.gesture(drags))
        second.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 160, y: 100))
        second.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.entries == ["single", "drag", "tap"])
    }

    @Test func simultaneousGestureValueHoldsBoth() {
        let log = GestureLog()
        let gesture = DragGesture(minimumDistance: 0).simultaneously(with: LongPressGesture(minimumDuration: 0.2))
            .onEnded { value in
                log.entries.append("drag \(value.first.map { Int($0.translation.width) } ?? -1) press \(value.second ?? false)")
            }
        let host = makeHost(Color.green.gesture(gesture))
        host.press(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.3)
        host.movePressed(to: CGPoint(x: 140, y: 100))
        host.release(at: CGPoint(x: 140, y: 100))
        #expect(log.entries == ["drag 40 press true"])
    }

    @Test func controlDragPinchesAndRotatesAroundTheCentre() {
        let log = GestureLog()
        let host = makeHost(Color.green
            .gesture(MagnifyGesture().onEnded { log.entries.append(String(format: "scale %.2f", $0.magnification)) })
            .simultaneousGesture(RotationGesture().onEnded { log.entries.append(String(format: "angle %.1f", $0.degrees)) }))
        // Without a modifier a drag is no pinch.
        host.drag(from: CGPoint(x: 120, y: 100), to: CGPoint(x: 140, y: 100))
        #expect(log.entries.isEmpty)
        // From 20 points right of the centre to 40 points below it: twice as far, a quarter turn clockwise.
        host.drag(from: CGPoint(x: 120, y: 100), to: CGPoint(x: 100, y: 140), modifiers: .control)
        #expect(Set(log.entries) == ["scale 2.00", "angle 90.0"], "\(log.entries)")
        log.entries = []
        host.drag(from: CGPoint(x: 140, y: 100), to: CGPoint(x: 120, y: 100), modifiers: .option)
        #expect(log.entries == ["scale 0.50"], "\(log.entries)")
    }
}
