import Lunapark

// The SwiftUI Lab article, "Don't! It's a trap!": .onChange(of: timeline.date) toggles a
// flag that the timeline's own closure reads. The article's code, the fix, and a
// real update loop for comparison.

/// The article's code, the fix and a real loop, side by side.
struct TimelineTrapExample: View {
    var body: some View {
        HStack(alignment: .top, spacing: 14) {
            TimelineCard(title: "the article's code", width: 290) {
                TrapFlagView()
            }
            TimelineCard(title: "the fix: the flag in a subview", width: 290) {
                FixedFlagView()
            }
            TimelineCard(title: "a real loop", width: 290) {
                RealUpdateLoop()
            }
        }
    }
}

/// The trap: the closure reads `flag`, and its onChange toggles `flag`.
struct TrapFlagView: View {
    @State private var flag = false
    @State private var closureRuns: EvaluationCounter
    @State private var changes: EvaluationCounter

    /// The trap counting its closure's runs and its onChange calls (its own counters unless
    /// given; tests pass theirs).
    init(closureRuns: EvaluationCounter = EvaluationCounter(), changes: EvaluationCounter = EvaluationCounter()) {
        _closureRuns = State(initialValue: closureRuns)
        _changes = State(initialValue: changes)
    }

    var body: some View {
        TimelineView(.periodic(from: .now, by: 2)) { timeline in
            let run = closureRuns.bump()
            VStack(alignment: .leading, spacing: 8) {
                Text("Hello")
                    .font(.system(size: 44, weight: .bold))
                    .foregroundStyle(flag ? Color.red : Color.blue)
                    .onChange(of: timeline.date) { _, _ in
                        changes.bump()
                        flag.toggle()
                    }
                Text("closure runs: \(run)\nonChange calls: \(changes.value)")
                    .font(.callout.monospacedDigit())
                Text("Each entry runs the closure twice: for the date, then for the flag. The second run gets the same date, so it stops, as in current SwiftUI; the article's SwiftUI of 2021 gave it a new date and never stopped.")
                    .font(.caption)
                    .foregroundStyle(Color(white: 0.35))
            }
        }
    }
}

/// The fix: the timeline no longer reads the flag; HelloView does.
struct FixedFlagView: View {
    @State private var closureRuns: EvaluationCounter

    /// The fix counting its closure's runs (its own counter unless given; tests pass theirs).
    init(closureRuns: EvaluationCounter = EvaluationCounter()) {
        _closureRuns = State(initialValue: closureRuns)
    }

    var body: some View {
        TimelineView(.periodic(from: .now, by: 2)) { timeline in
            let run = closureRuns.bump()
            VStack(alignment: .leading, spacing: 8) {
                HelloView(date: timeline.date)
                Text("closure runs: \(run)")
                    .font(.callout.monospacedDigit())
                Text("One run per entry: the flag changes only HelloView, which owns it.")
                    .font(.caption)
                    .foregroundStyle(Color(white: 0.35))
            }
        }
    }
}

/// Owns the flag and toggles it when the date it is given changes.
struct HelloView: View {
    let date: Date
    @State private var flag = false

    var body: some View {
        Text("Hello")
            .font(.system(size: 44, weight: .bold))
            .foregroundStyle(flag ? Color.red : Color.blue)
            .onChange(of: date) { _, _ in flag.toggle() }
    }
}

/// .onChange(of: x) { x += 1 }: every change causes another. The graph runs at
/// most 100 rounds in one update (an event's, or one of a frame's two), reports the
/// loop once and goes on at the next update; the loop here stops by itself at 300.
struct RealUpdateLoop: View {
    static let limit = 300
    @State private var x = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("x = \(x)")
                .font(.system(size: 44, weight: .bold).monospacedDigit())
                .foregroundStyle(x == Self.limit ? Color.green : Color.primary)
                .onChange(of: x) { _, newValue in
                    if newValue > 0 && newValue < Self.limit { x += 1 }
                }
            Button("start: x = 1") { x = 1 }
                .buttonStyle(.borderedProminent)
            Text("onChange(of: x) { x += 1 } never settles. Lunapark stops an update after 100 rounds, prints \"action tried to update multiple times per frame\" once on stderr (ViewGraph.diagnosticHandler) and goes on at the next update: the click's own update stops near 100, the next frame's two (before and after its animations) reach 300.")
                .font(.caption)
                .foregroundStyle(Color(white: 0.35))
        }
    }
}
