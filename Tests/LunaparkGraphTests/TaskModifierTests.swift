import Foundation
import LunaparkCore
import LunaparkGraph
import Testing

/// `.task {}` and `.task(id:) {}` as SwiftUI documents them: started when the
/// view appears, cancelled when it disappears, restarted when the id changes;
/// the action runs on the main actor, where a state change after its `await`
/// is applied in the next frame.
@MainActor
struct TaskModifierTests {
    /// What the tasks did, in order: "start 1", "end 1", "cancel 1"...
    @MainActor
    final class Log {
        var entries: [String] = []
    }

    struct Sleeper: View {
        let shown: Bool
        let id: Int
        let log: Log

        var body: some View {
            VStack {
                if shown {
                    Color.red
                        .frame(width: 10, height: 10)
                        .task(id: id) {
                            log.entries.append("start \(id)")
                            do {
                                // Longer than any test run: the whole suite shares the main actor, and
                                // a busy run once kept this test waiting past a 30 s sleep.
                                try await Task.sleep(for: .seconds(3600))
                                log.entries.append("end \(id)")
                            } catch {
                                log.entries.append("cancel \(id)")
                            }
                        }
                }
            }
        }
    }

    /// Awaits (letting main-actor jobs run) until `condition` holds, at most 60 s. The tasks
    /// resume on the main actor (`task` inherits the view's isolation, as in SwiftUI), which the
    /// whole suite's main-actor tests share, so a busy run can keep them waiting for seconds.
    func eventually(_ condition: () -> Bool) async {
        let deadline = Date(timeIntervalSinceNow: 60)
        while !condition(), Date() < deadline { try? await Task.sleep(for: .milliseconds(2)) }
    }

    @Test func startsWhenTheViewAppearsAndIsCancelledWhenItDisappears() async {
        let log = Log()
        let graph = ViewGraph(size: CGSize(width: 100, height: 100), textMeasurer: FakeTextMeasurer(),
                              content: Sleeper(shown: true, id: 1, log: log))
        _ = graph.frame(at: 0)
        await eventually { log.entries == ["start 1"] }
        #expect(log.entries == ["start 1"])

        graph.setRootView(Sleeper(shown: false, id: 1, log: log))
        _ = graph.frame(at: 0.1)
        await eventually { log.entries.count == 2 }
        #expect(log.entries == ["start 1", "cancel 1"])
    }

    @Test func aNewIDCancelsAndRestartsTheTask() async {
        let log = Log()
        let graph = ViewGraph(size: CGSize(width: 100, height: 100), textMeasurer: FakeTextMeasurer(),
                              content: Sleeper(shown: true, id: 1, log: log))
        _ = graph.frame(at: 0)
        await eventually { log.entries == ["start 1"] }

        // The same id: nothing happens.
        graph.setRootView(Sleeper(shown: true, id: 1, log: log))
        _ = graph.frame(at: 0.1)
        try? await Task.sleep(for: .milliseconds(50))
        #expect(log.entries == ["start 1"])

        graph.setRootView(Sleeper(shown: true, id: 2, log: log))
        _ = graph.frame(at: 0.2)
        await eventually { log.entries.count == 3 }
        // Cancelling only signals the old task: it logs when it next runs, before or after the new one starts.
        #expect(log.entries.first == "start 1")
        #expect(Set(log.entries.dropFirst()) == ["cancel 1", "start 2"])
    }

    struct Countdown: View {
        @State private var label = "waiting"

        var body: some View {
            Text(label)
                .task {
                    try? await Task.sleep(for: .milliseconds(20))
                    label = "done"
                }
        }
    }

    @Test func aStateChangeAfterAnAwaitShowsInTheNextFrame() async {
        let graph = ViewGraph(size: CGSize(width: 200, height: 100), textMeasurer: FakeTextMeasurer(), content: Countdown())
        func shownText() -> String? {
            graph.frame(at: 0).items.lazy.compactMap { item -> String? in
                if case .drawing(let drawing) = item, case .text(let run) = drawing.content { return run.string }
                return nil
            }.first
        }
        #expect(shownText() == "waiting")
        #expect(graph.frameRequest == .idle)
        await eventually { graph.frameRequest != .idle }
        #expect(graph.frameRequest == .nextVSync, "the task's change asks for a frame")
        #expect(shownText() == "done")
    }
}
