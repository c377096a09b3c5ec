import Foundation
import LunaparkCore
import LunaparkGraph
import Testing

/// Transitions on views that are lists (`AnyView`, a conditional): while idle their host passes
/// the content's layout items through instead of being laid out itself.
@MainActor
struct TransitionOnListTests {
    /// Removed with `.move(edge: .trailing)`, an `AnyView` moves by its own width, as when it is
    /// inserted: the Habr article's tabs leave this way. (Its transition host had no frame of its
    /// own, so the removal moved it by a size of zero.)
    @Test func removalMovesAnAnyViewByItsOwnSize() async {
        let model = ViewTestModel()
        model.flag = true
        let h = GraphHarness {
            ZStack {
                Color.clear.frame(width: 100, height: 100)
                if model.flag {
                    AnyView(Color.red.frame(width: 20, height: 20)).transition(.move(edge: .trailing))
                }
            }
            .animation(.linear(duration: 1), value: model.flag)
        }
        h.render()
        let start = h.squares(20).first?.frame ?? .null
        model.flag = false
        await Task.yield()  // under Swift Testing the graph hears of model changes from the main queue
        h.advance(by: 0.5)
        let half = h.squares(20).first?.frame ?? .null
        #expect(abs(half.minX - (start.minX + 20 * 0.5)) < 0.01, "half way to the trailing edge: \(half)")
        #expect(half.minY == start.minY)
        h.advance(by: 0.6)
        #expect(h.squares(20).isEmpty)
    }
}
