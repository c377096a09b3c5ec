import Foundation
import LunaparkCore
@testable import LunaparkGraph
import Testing

/// Issue 12, item 8: the views a `GeometryReader` builds during layout are mounted like any other,
/// so their `onAppear` runs and the animation it starts plays (as in SwiftUI).
@MainActor
struct GeometryReaderLifecycleTests {
    @Test func onAppearInsideGeometryReaderContentRuns() {
        let counter = Counter()
        let h = GraphHarness {
            GeometryReader { _ in
                Color.red.frame(width: 20, height: 20).onAppear { counter.hit() }
            }
        }
        h.advance(by: 0.1)
        #expect(counter.count == 1)
    }

    @Test func animationStartedByOnAppearInsideGeometryReaderPlays() {
        let model = ViewTestModel()
        let h = GraphHarness {
            GeometryReader { _ in
                Color.red.frame(width: 20, height: 20)
                    .opacity(model.flag ? 1 : 0)
                    .onAppear { withAnimation(.linear(duration: 1)) { model.flag = true } }
            }
        }
        h.advance(by: 0.5)
        let opacity = h.drawings(.red).first?.opacity ?? -1
        #expect(abs(opacity - 0.5) < 0.05, "half way through the fade-in started by onAppear: \(opacity)")
        h.advance(by: 0.6)
        #expect(abs((h.drawings(.red).first?.opacity ?? -1) - 1) < 1e-6)
    }
}
