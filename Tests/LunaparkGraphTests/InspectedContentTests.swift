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

    /// In an app the inspector's keys need Control+Shift: plain letters and other combinations reach the app.
    func testAppInspectorKeysNeedTheirModifiersAndLeavePlainKeysToTheApp() async {
        var keys: [String] = []
        let graph = ViewGraph(size: CGSize(width: 300, height: 200), textMeasurer: FakeTextMeasurer(),
                              content: Color.red.onKeyPress { press in keys.append(String(press.key.character)); return .handled })
        let inspected = InspectedContent(scene: graph, textMeasurer: FakeTextMeasurer())
        inspected.keyModifiers = [.control, .shift]
        _ = inspected.frame(at: 0)
        inspected.handle(.key("i", modifiers: []), at: 0.1)
        inspected.handle(.key("p", modifiers: [.control]), at: 0.1)
        _ = inspected.frame(at: 0.2)
        XCTAssertFalse(inspected.isInspectorVisible)
        XCTAssertFalse(graph.isPaused)
        XCTAssertEqual(keys, ["i", "p"], "the app got both keys")
        inspected.handle(.key("i", modifiers: [.control, .shift, .capsLock]), at: 0.3)
        inspected.handle(.key("p", modifiers: [.control, .shift]), at: 0.3)
        XCTAssertTrue(inspected.isInspectorVisible)
        XCTAssertTrue(graph.isPaused)
        XCTAssertEqual(keys, ["i", "p"], "the inspector's keys did not reach the app")
    }
}
