import Foundation
import LunaparkCore
import LunaparkGraph
import XCTest

/// ViewGraph's update passes: what a pass applies, lays out and completes.
@MainActor
final class ViewGraphUpdatePassTests: XCTestCase {
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

/// A text whose colour follows `model.on` (a change that needs no layout). Its content
/// transition is `.identity`, so the change starts no animation (by default text fades).
private struct PlainLabel: View {
    let model: AnimModel
    var body: some View {
        Text("hello").foregroundColor(model.on ? .gray : .red).contentTransition(.identity)
    }
}
