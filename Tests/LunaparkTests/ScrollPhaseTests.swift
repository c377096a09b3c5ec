import Foundation
import Lunapark
import Observation
import Testing

/// `onScrollPhaseChange(_:)` driven by the scroll view's real state: a press tracks, a drag
/// interacts, a release decelerates, an animated programmatic scroll animates, and each ends idle.
@MainActor @Observable
private final class AnimatedTarget {
    var target: Int?
}

@MainActor
struct ScrollPhaseTests {
    private final class Log {
        var phases: [ScrollPhase] = []
        var contexts: [ScrollPhaseChangeContext] = []
    }

    private struct Rows: View {
        let log: Log
        @Binding var target: Int?
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<40, id: \.self) { k in
                        Color(red: 1, green: Double(k) / 40, blue: 0).frame(width: 100, height: 50)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: $target)
            .onScrollPhaseChange { _, new, context in
                log.phases.append(new)
                log.contexts.append(context)
            }
        }
    }

    @Test func aDragTracksInteractsDeceleratesAndRests() {
        let log = Log()
        var target: Int?
        let binding = Binding(get: { target }, set: { target = $0 })
        let host = HeadlessHost(size: CGSize(width: 100, height: 200)) { Rows(log: log, target: binding) }
        host.press(at: CGPoint(x: 50, y: 150))
        host.advanceFrame()
        #expect(log.phases == [.tracking])
        for y in stride(from: 140, through: 60, by: -20) {
            host.movePressed(to: CGPoint(x: 50, y: CGFloat(y)))
            host.advanceFrame()
        }
        #expect(log.phases == [.tracking, .interacting])
        host.release(at: CGPoint(x: 50, y: 60))
        #expect(log.phases.last == .decelerating)
        // The flick moved the content up: it glides on with a positive vertical speed.
        #expect((log.contexts.last?.velocity?.dy ?? 0) > 100)
        host.advance(by: 4)
        #expect(log.phases == [.tracking, .interacting, .decelerating, .idle])
        #expect((log.contexts.last?.geometry.contentOffset.y ?? 0) > 90)
    }

    @Test func anAnimatedProgrammaticScrollAnimatesThenRests() {
        let log = Log()
        let model = AnimatedTarget()
        let host = HeadlessHost(size: CGSize(width: 100, height: 200)) { RowsWithModel(log: log, model: model) }
        host.advanceFrame()
        withAnimation(.linear(duration: 0.5)) { model.target = 10 }
        host.advance(by: 0.2)
        #expect(log.phases == [.animating])
        host.advance(by: 0.5)
        #expect(log.phases == [.animating, .idle])
        // Without animation the content jumps: no phase change at all.
        model.target = 20
        host.advance(by: 0.2)
        #expect(log.phases == [.animating, .idle])
    }

    @Test func aPressThatDoesNotMoveReturnsToIdle() {
        let log = Log()
        var target: Int?
        let binding = Binding(get: { target }, set: { target = $0 })
        let host = HeadlessHost(size: CGSize(width: 100, height: 200)) { Rows(log: log, target: binding) }
        host.press(at: CGPoint(x: 50, y: 100))
        host.release(at: CGPoint(x: 50, y: 100))
        host.advanceFrame()
        #expect(log.phases == [.tracking, .idle])
        #expect(ScrollPhase.idle.isScrolling == false && ScrollPhase.tracking.isScrolling)
    }

    private struct RowsWithModel: View {
        let log: Log
        @Bindable var model: AnimatedTarget
        var body: some View { Rows(log: log, target: $model.target) }
    }
}
