import Lunapark

// The SwiftUI Lab article, "Following the timeline" and "TimelineScheduler": the simplest
// clock on a periodic schedule, and the other built-in schedules side by side.

/// The four built-in schedules, each driving its own card.
struct TimelineSchedulesExample: View {
    /// The explicit schedule's dates, fixed when the example appears (as `.now` would be in SwiftUI).
    @State private var explicitDates: [Date] = ExplicitCountdown.dates(from: .now)

    var body: some View {
        VStack(spacing: 14) {
            HStack(alignment: .top, spacing: 14) {
                TimelineCard(title: ".periodic(from: .now, by: 1)") {
                    TimelineView(.periodic(from: .now, by: 1)) { timeline in
                        PeriodicClockFace(date: timeline.date)
                    }
                }
                TimelineCard(title: ".everyMinute") {
                    TimelineView(.everyMinute) { timeline in
                        VStack(alignment: .leading, spacing: 6) {
                            Text(TimelineFormat.string(timeline.date, "HH:mm"))
                                .font(.system(size: 36, weight: .bold).monospacedDigit())
                            Text("entry at \(TimelineFormat.string(timeline.date, "HH:mm:ss")): a minute's start, even though the view appeared later")
                                .font(.caption)
                                .foregroundStyle(Color(white: 0.35))
                        }
                    }
                }
                TimelineCard(title: ".explicit([4 dates])") {
                    TimelineView(.explicit(explicitDates)) { timeline in
                        ExplicitCountdown(date: timeline.date, dates: explicitDates)
                    }
                }
                TimelineCard(title: ".animation(minimumInterval: 0.05)") {
                    TimelineView(.animation(minimumInterval: 0.05)) { timeline in
                        AnimationScheduleDial(date: timeline.date)
                    }
                }
            }
            Button("restart the explicit schedule") {
                explicitDates = ExplicitCountdown.dates(from: .now)
            }
            .buttonStyle(.bordered)
            Text("Entries are applied at their own dates, also when a frame comes late. A new schedule value (a new start date or list) restarts the timeline.")
                .font(.caption)
                .foregroundStyle(Color(white: 0.4))
        }
    }
}

/// The article's simplest clock: the entry's time, once a second.
struct PeriodicClockFace: View {
    let date: Date

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(TimelineFormat.string(date, "HH:mm:ss"))
                .font(.system(size: 36, weight: .bold).monospacedDigit())
            Text("one entry a second, aligned to the moment the view appeared")
                .font(.caption)
                .foregroundStyle(Color(white: 0.35))
        }
    }
}

/// Shows which of the explicit dates has arrived.
struct ExplicitCountdown: View {
    let date: Date
    let dates: [Date]

    static let offsets: [TimeInterval] = [1, 2, 3.5, 6]
    static let words = ["ready", "steady", "go!", "done: no more entries"]

    static func dates(from start: Date) -> [Date] {
        offsets.map { start.addingTimeInterval($0) }
    }

    var body: some View {
        let reached = dates.filter { $0 <= date }.count
        VStack(alignment: .leading, spacing: 6) {
            Text(reached == 0 ? "waiting..." : Self.words[reached - 1])
                .font(.system(size: 28, weight: .bold))
                .foregroundStyle(reached >= 3 ? Color.green : Color.orange)
                .frame(height: 40, alignment: .leading)
            HStack(spacing: 6) {
                ForEach(0..<Self.offsets.count, id: \.self) { index in
                    Text(String(format: "+%g s", Self.offsets[index]))
                        .font(.caption2.monospacedDigit())
                        .padding(.horizontal, 4)
                        .padding(.vertical, 2)
                        .foregroundStyle(index < reached ? Color.white : Color(white: 0.35))
                        .background(index < reached ? Color.indigo : Color(white: 0.9), in: Capsule())
                }
            }
        }
    }
}

/// A dial swept by the `.animation` schedule: updated many times a second.
struct AnimationScheduleDial: View {
    let date: Date

    var body: some View {
        let seconds = date.timeIntervalSinceReferenceDate
        let fraction = seconds - seconds.rounded(.down)
        HStack(spacing: 12) {
            ZStack {
                Circle().stroke(Color(white: 0.85), lineWidth: 6)
                Circle()
                    .trim(from: 0, to: fraction)
                    .stroke(Color.indigo, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                    .rotationEffect(.degrees(-90))
            }
            .frame(width: 48, height: 48)
            VStack(alignment: .leading, spacing: 2) {
                Text(TimelineFormat.string(date, "ss.SS"))
                    .font(.title3.monospacedDigit().bold())
                Text("20 entries a second")
                    .font(.caption)
                    .foregroundStyle(Color(white: 0.35))
            }
        }
    }
}
