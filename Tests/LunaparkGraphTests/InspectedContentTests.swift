import Foundation
import LunaparkCore
import LunaparkGraph
import XCTest

/// The inspector around a scene: its keys and the frames it asks for.
@MainActor
final class InspectedContentTests: XCTestCase {
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
}
