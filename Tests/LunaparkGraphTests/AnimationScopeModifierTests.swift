import Foundation
import LunaparkCore
import LunaparkGraph
import Testing

/// `animation(_:body:)`: the scoped animation reaches the body's modifiers and stops at the
/// placeholder, so the modified view's own changes keep their transaction's animation.
@MainActor
struct AnimationScopeModifierTests {
    /// A 100-point bar growing to 200 whose opacity (0.2 -> 1) is in the scoped body.
    private func harness(_ model: AnimModel, scoped animation: Animation?) -> GraphHarness {
        GraphHarness {
            VStack {
                Color.red.frame(width: model.on ? 200 : 100, height: 10)
                    .animation(animation) { content in
                        content.opacity(model.on ? 1 : 0.2)
                    }
            }
        }
    }

    @Test func scopedModifierAnimatesWhileTheContentChangesWithoutAnimation() async {
        let model = AnimModel()
        let h = harness(model, scoped: .linear(duration: 1))
        #expect(abs((h.drawing(.red)?.opacity ?? -1) - 0.2) < 1e-6)
        model.on = true
        h.advance(by: 0.5)
        // The frame changed in a transaction without animation: it is 200 wide at once.
        #expect(abs(h.box(.red).width - 200) < 0.01)
        // opacity = 0.2 + (1 - 0.2) x 0.5 under the scoped 1 s linear animation.
        #expect(abs((h.drawing(.red)?.opacity ?? -1) - 0.6) < 0.01)
        h.advance(by: 0.6)
        #expect(abs((h.drawing(.red)?.opacity ?? -1) - 1) < 1e-6)
    }

    @Test func contentKeepsTheAnimationOfItsOwnTransaction() async {
        let model = AnimModel()
        let h = harness(model, scoped: .linear(duration: 1))
        withAnimation(.linear(duration: 2)) { model.on = true }
        h.advance(by: 0.5)
        // width = 100 + 100 x 0.25 under the 2 s withAnimation; opacity under the scoped 1 s.
        #expect(abs(h.box(.red).width - 125) < 0.01)
        #expect(abs((h.drawing(.red)?.opacity ?? -1) - 0.6) < 0.01)
    }

    @Test func nilScopedAnimationSnapsTheBodysModifiersOnly() async {
        let model = AnimModel()
        let h = harness(model, scoped: nil)
        withAnimation(.linear(duration: 2)) { model.on = true }
        h.advance(by: 0.5)
        #expect(abs(h.box(.red).width - 125) < 0.01)
        #expect(abs((h.drawing(.red)?.opacity ?? -1) - 1) < 1e-6)
    }
}
