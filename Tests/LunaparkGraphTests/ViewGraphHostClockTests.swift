import Foundation
import LunaparkCore
import LunaparkGraph
import Testing

/// A change made between frames by main-queue work, a timer or a task (not an
/// event) animates from the host's clock, not from the last frame's time.
@MainActor
struct ViewGraphHostClockTests {
    /// The host's clock, set by the test.
    final class HostClock {
        var now: TimeInterval = 0
    }

    struct Bar: View {
        @State var wide = false
        let onReady: @MainActor (Binding<Bool>) -> Void
        var body: some View {
            Color.red
                ._debugTag("bar")
                .frame(width: wide ? 200 : 100, height: 10)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .onAppear { onReady($wide) }
        }
    }

    @Test func anAnimationStartedAfterAnIdlePauseBeginsAtTheHostsNow() {
        var binding: Binding<Bool>?
        let clock = HostClock()
        let graph = ViewGraph(size: CGSize(width: 300, height: 100), textMeasurer: FakeTextMeasurer(), content: Bar { binding = $0 })
        graph.hostClock = { clock.now }
        _ = graph.frame(at: 0)
        #expect(graph.frameRequest == .idle)
        // Two seconds idle, then an asyncAfter block changes the state in a 1 s linear animation.
        clock.now = 2
        withAnimation(.linear(duration: 1)) { binding?.wrappedValue = true }
        _ = graph.frame(at: 2.5)
        let width = graph.layoutFrame(tagged: "bar")?.width ?? 0
        #expect(abs(width - 150) < 0.5, "half way at 2.5 s, not finished (width \(width))")
    }
}
