import Foundation
import LunaparkCore
import LunaparkGraph
import Testing

/// `transaction(_:body:)`: the rewritten transaction reaches the body's modifiers and stops at
/// the placeholder, so the modified view's own changes keep their transaction.
@MainActor
struct TransactionScopeModifierTests {
    /// A 100-point bar growing to 200 whose opacity (0.2 -> 1) is in the scoped body.
    private func harness(_ model: AnimModel, transform: @escaping @MainActor (inout Transaction) -> Void) -> GraphHarness {
        GraphHarness {
            VStack {
                Color.red.frame(width: model.on ? 200 : 100, height: 10)
                    .transaction(transform) { content in
                        content.opacity(model.on ? 1 : 0.2)
                    }
            }
        }
    }

    @Test func animationSetInTheTransformAnimatesOnlyTheBodysModifiers() async {
        let model = AnimModel()
        let h = harness(model) { $0.animation = .linear(duration: 1) }
        #expect(abs((h.drawing(.red)?.opacity ?? -1) - 0.2) < 1e-6)
        model.on = true
        h.advance(by: 0.5)
        // The frame changed without animation: it is 200 wide at once.
        #expect(abs(h.box(.red).width - 200) < 0.01)
        // opacity = 0.2 + (1 - 0.2) x 0.5 under the body's 1 s linear animation.
        #expect(abs((h.drawing(.red)?.opacity ?? -1) - 0.6) < 0.01)
        h.advance(by: 0.6)
        #expect(abs((h.drawing(.red)?.opacity ?? -1) - 1) < 1e-6)
    }

    @Test func disablingAnimationsInTheBodyLeavesTheContentAnimating() async {
        let model = AnimModel()
        let h = harness(model) { $0.disablesAnimations = true }
        withAnimation(.linear(duration: 2)) { model.on = true }
        h.advance(by: 0.5)
        // width = 100 + 100 x 0.25 under the 2 s withAnimation; the body's opacity snaps.
        #expect(abs(h.box(.red).width - 125) < 0.01)
        #expect(abs((h.drawing(.red)?.opacity ?? -1) - 1) < 1e-6)
    }

    @Test func theTransformSeesTheTransactionOfTheChange() async {
        let model = AnimModel()
        // Slows whatever animation the change carries to half speed, in the body only.
        let h = harness(model) { t in t.animation = t.animation?.speed(0.5) }
        withAnimation(.linear(duration: 1)) { model.on = true }
        h.advance(by: 0.5)
        // width: 100 + 100 x 0.5 (1 s); opacity: 0.2 + 0.8 x 0.25 (the same animation taking 2 s).
        #expect(abs(h.box(.red).width - 150) < 0.01)
        #expect(abs((h.drawing(.red)?.opacity ?? -1) - 0.4) < 0.01)
    }
}
