import Foundation
import LunaparkCore
import LunaparkGraph
import XCTest

// Content types are named explicitly (`TimelineView<Schedule, AnyView>`): see PendingBugTests for
// `TimelineView(.periodic(...)) { context in ... }` not compiling when Content must be inferred.

/// Shows the context date as seconds since the reference date.
private struct DateLabel<S: TimelineSchedule>: View {
    let schedule: S
    var body: some View {
        TimelineView<S, AnyView>(schedule) { context in
            AnyView(Text("t=\(context.date.timeIntervalSinceReferenceDate)"))
        }
    }
}

private struct Nested: View {
    var body: some View {
        TimelineView<PeriodicTimelineSchedule, AnyView>(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 1)) { outer in
            AnyView(VStack {
                Text("outer=\(outer.date.timeIntervalSinceReferenceDate)")
                TimelineView<PeriodicTimelineSchedule, AnyView>(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 0.25)) { inner in
                    AnyView(Text("inner=\(inner.date.timeIntervalSinceReferenceDate)"))
                }
            })
        }
    }
}

@MainActor
final class TimelineViewTests: XCTestCase {
    private func label(_ h: GraphHarness) -> String? {
        h.drawings.compactMap { $0.text?.string }.first
    }

    func testPeriodicEntriesAreAppliedAtTheirDates() async {
        let h = GraphHarness(root: DateLabel(schedule: .periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 0.5)))
        XCTAssertEqual(label(h), "t=0.0")
        h.jump(to: 0.49)
        XCTAssertEqual(label(h), "t=0.0")
        XCTAssertEqual(h.graph.frameRequest, .at(0.5))
        h.jump(to: 0.5)
        XCTAssertEqual(label(h), "t=0.5")
        h.jump(to: 1.7)
        XCTAssertEqual(label(h), "t=1.5", "entries 1.0 and 1.5 applied in order; the last shows")
        XCTAssertEqual(h.graph.frameRequest, .at(2.0))
    }

    func testExplicitScheduleAndFutureOnlyDrawsWithTheCurrentDate() async {
        let dates = [2.0, 3.0].map { Date(timeIntervalSinceReferenceDate: $0) }
        let h = GraphHarness(root: DateLabel(schedule: .explicit(dates)))
        XCTAssertEqual(label(h), "t=0.0", "before the first entry the current date is used")
        h.jump(to: 2.5)
        XCTAssertEqual(label(h), "t=2.0")
        h.jump(to: 10)
        XCTAssertEqual(label(h), "t=3.0")
        XCTAssertEqual(h.graph.frameRequest, .idle, "nothing scheduled, nothing moving")
    }

    /// An entry a few `Date` steps after a frame's time (as a schedule started on a frame's time
    /// puts them) belongs to that frame; one a whole microsecond later waits for the next.
    func testEntriesWithinAMicrosecondOfAFrameAreAppliedInIt() async {
        // Near 2026 (8.2e8 s after 2001) one step of a Date is 2^-23 s, about 1.2e-7 s.
        let reference = Date(timeIntervalSinceReferenceDate: 8.2e8)
        let frame = 0.5
        let roundedLate = reference.addingTimeInterval(frame).timeIntervalSinceReferenceDate.nextUp.nextUp
        let dates = [Date(timeIntervalSinceReferenceDate: roundedLate), reference.addingTimeInterval(frame * 2 + 2e-6)]
        let h = GraphHarness(referenceDate: reference) { DateLabel(schedule: .explicit(dates)) }
        h.jump(to: frame)
        XCTAssertEqual(label(h), "t=\(roundedLate)", "two Date steps late: this frame's entry")
        h.jump(to: frame * 2)
        XCTAssertEqual(label(h), "t=\(roundedLate)", "2 microseconds late: the next frame's")
        h.jump(to: frame * 3)
        XCTAssertEqual(label(h), "t=\(dates[1].timeIntervalSinceReferenceDate)")
    }

    func testPastOnlyScheduleShowsTheLastDate() async {
        let start = Date(timeIntervalSinceReferenceDate: 1000)
        let dates = [900.0, 950.0, 990.0].map { Date(timeIntervalSinceReferenceDate: $0) }
        let h = GraphHarness(referenceDate: start) { DateLabel(schedule: .explicit(dates)) }
        XCTAssertEqual(label(h), "t=990.0")
        XCTAssertEqual(h.graph.frameRequest, .idle)
    }

    func testEveryMinuteWithAChosenReferenceDate() async {
        // Host time 0 is 10 s before a minute boundary.
        let reference = Date(timeIntervalSinceReferenceDate: 60 * 100 - 10)
        let h = GraphHarness(referenceDate: reference) { DateLabel(schedule: .everyMinute) }
        XCTAssertEqual(label(h), "t=\(60.0 * 99)", "the minute that has begun")
        XCTAssertEqual(h.graph.frameRequest, .at(10))
        h.jump(to: 10)
        XCTAssertEqual(label(h), "t=\(60.0 * 100)")
        h.jump(to: 75)
        XCTAssertEqual(label(h), "t=\(60.0 * 101)")
    }

    func testNestedTimelines() async {
        let h = GraphHarness(root: Nested())
        h.jump(to: 1.3)
        let texts = Set(h.drawings.compactMap { $0.text?.string })
        XCTAssertEqual(texts, ["outer=1.0", "inner=1.25"])
        XCTAssertEqual(h.graph.frameRequest, .at(1.5))
    }

    func testFrameRequestIsIdleWithoutTimelinesOrAnimations() async {
        let model = AnimModel()
        let h = GraphHarness { Color.red.frame(width: 10, height: 10).offset(x: model.x) }
        XCTAssertEqual(h.graph.frameRequest, .idle)
        withAnimation(.linear(duration: 1)) { model.x = 10 }
        h.advance(by: 0.5)
        XCTAssertEqual(h.graph.frameRequest, .nextVSync)
        h.advance(by: 0.6)
        XCTAssertEqual(h.graph.frameRequest, .idle)
    }

    /// The SwiftUI Lab article's trap converges in Lunapark: a refresh caused by the flag gets the current scene
    /// date, which moves only between frames, so the content's `onChange(of: timeline.date)` fires
    /// once per entry instead of looping (SwiftUI loops because each refresh reads the wall clock).
    /// The flag therefore toggles exactly once per entry, and nothing is reported.
    func testTimelineOnChangeTogglesOncePerEntry() async {
        let flag = FlagModel()
        let h = GraphHarness(root: FlagTimeline(flag: flag))
        h.advance(by: 4.5)   // entries at 2 s and 4 s after the start (periodic from the reference date, by 2)
        XCTAssertEqual(flag.on, false, "two toggles: one per entry")
        XCTAssertTrue(h.diagnostics.filter { $0.contains("multiple times per frame") }.isEmpty, "\(h.diagnostics)")
    }
}
