import Foundation
import LunaparkCore
import LunaparkGraph
import XCTest

/// Slider: dragging, editing events.
@MainActor
final class SliderTests: XCTestCase {
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
