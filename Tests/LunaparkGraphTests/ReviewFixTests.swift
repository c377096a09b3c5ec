import Foundation
import LunaparkCore
import LunaparkGraph
import XCTest

/// Fixes of problems found while documenting the API.
@MainActor
final class ReviewFixTests: XCTestCase {
    /// `.foregroundStyle(.foreground)` means the style from further up (it used to recurse forever).
    func testForegroundStyleOfForegroundUsesTheOuterStyle() async {
        let h = GraphHarness {
            Rectangle().frame(width: 10, height: 10)
                .foregroundStyle(.foreground)
                .foregroundStyle(Color.red)
        }
        XCTAssertNotNil(h.drawing(.red), "the outer red reaches the shape")
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

    /// Hiding the inspector over an idle scene asks for one more frame, so the panel goes away;
    /// Caps Lock does not stop the inspector's keys.
    func testInspectorKeysRedrawAndIgnoreCapsLock() async {
        let graph = ViewGraph(size: CGSize(width: 300, height: 200), textMeasurer: FakeTextMeasurer(), content: Color.red)
        let inspected = InspectedContent(scene: graph, textMeasurer: FakeTextMeasurer())
        _ = inspected.frame(at: 0)
        inspected.handle(.key("i", modifiers: [.capsLock]), at: 0.1)
        XCTAssertTrue(inspected.isInspectorVisible, "Caps Lock is not a modifier here")
        _ = inspected.frame(at: 0.2)
        inspected.handle(.key("i", modifiers: []), at: 0.3)
        XCTAssertFalse(inspected.isInspectorVisible)
        XCTAssertEqual(inspected.frameRequest, .nextVSync, "one frame to take the panel away")
        _ = inspected.frame(at: 0.4)
        XCTAssertEqual(inspected.frameRequest, .idle)
    }

    /// A Slider reports the start of editing once per drag, and its end once.
    func testSliderEditingChangesOncePerDrag() async {
        let events = EditingEvents()
        let h = GraphHarness { SliderHolder(events: events) }
        let y: CGFloat = 150
        h.drag(from: CGPoint(x: 200, y: y), to: CGPoint(x: 200, y: y), steps: 4)   // pressed, moved back to the same place
        XCTAssertEqual(events.list, [true, false])
    }
}

@MainActor
private final class EditingEvents { var list: [Bool] = [] }

private struct SliderHolder: View {
    @State var value = 0.5
    let events: EditingEvents
    var body: some View {
        Slider(value: $value, in: 0...1, onEditingChanged: { events.list.append($0) })
            .frame(width: 200)
    }
}
