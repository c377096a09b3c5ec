import Foundation
import LunaparkCore
import LunaparkGraph
import Testing

/// Toggles `moved` from `onChange(of: date)`; the square moves 100 points with a linear second.
private struct EntryMover: View {
    let date: Date
    @State private var moved = false
    var body: some View {
        Color.red.frame(width: 10, height: 10)
            .offset(x: moved ? 100 : 0)
            .animation(.linear(duration: 1), value: moved)
            .onChange(of: date) { moved.toggle() }
    }
}

@MainActor
@Suite("An animation started by a timeline entry")
struct TimelineEntryAnimationTests {
    /// The entry at 0.5083 s is applied by the frame at 0.5167 s; the animation its onChange
    /// starts counts from the entry, even though the host's clock already reads the frame's
    /// time when the action runs (as a window's wall clock or the headless host's would).
    @Test func beginsAtTheEntryNotAtTheFrameThatAppliesIt() {
        let entry = 0.5083
        let h = GraphHarness(root: TimelineView<ExplicitTimelineSchedule<[Date]>, EntryMover>(
            .explicit([Date(timeIntervalSinceReferenceDate: entry)])) { context in EntryMover(date: context.date) })
        h.graph.hostClock = { [unowned h] in h.time }
        let rest = h.box(.red).minX
        for time in [0.75, 1.0, 1.25] {
            h.advance(by: time - h.time)
            let expected = 100 * (time - entry)
            #expect(abs(h.box(.red).minX - rest - expected) < 0.01, "at \(time) s: \(h.box(.red).minX - rest), expected \(expected)")
        }
    }
}
