import Lunapark
import Observation

// The SwiftUI Lab article, "Following the timeline": a model advanced every 3 s from
// .onChange(of: date), and the extra evaluation that this causes.

/// The quip book: the current sentence changes on `advance()`.
@Observable
@MainActor
final class QuipBook {
    static let sentences = [
        "An animation is only numbers on their way somewhere.",
        "A body runs when its inputs change, not when time passes.",
        "Every entry is a date; what you do with it is up to you.",
        "The graph keeps what did not change.",
        "Springs never quite arrive; they settle.",
    ]

    private(set) var sentence = "Loading..."
    private(set) var advances = 0

    func advance() {
        sentence = Self.sentences[advances % Self.sentences.count]
        advances += 1
    }
}

/// The timeline: a new date every 3 s for QuipView.
struct QuipsExample: View {
    var body: some View {
        TimelineView(.periodic(from: .now, by: 3)) { timeline in
            QuipView(date: timeline.date)
        }
    }
}

/// Shows the current quip; advances the book when the date changes.
struct QuipView: View {
    let date: Date
    @State private var quips = QuipBook()
    @State private var evaluations = EvaluationCounter()

    var body: some View {
        let count = evaluations.bump()
        VStack(spacing: 18) {
            Text(quips.sentence)
                .font(.title2.italic())
                .multilineTextAlignment(.center)
                .frame(width: 620, height: 80)
                .background(Color.white, in: RoundedRectangle(cornerRadius: 12))
            HStack(spacing: 30) {
                counter("timeline date", TimelineFormat.string(date, "HH:mm:ss"))
                counter("quips.advance() calls", "\(quips.advances)")
                counter("QuipView body evaluations", "\(count)")
            }
            Text("Per entry: one evaluation for the new date, one for the new sentence it read (the first entry also replaced \"Loading...\").")
                .font(.caption)
                .foregroundStyle(Color(white: 0.4))
        }
        .onChange(of: date) { quips.advance() }
    }

    private func counter(_ title: String, _ value: String) -> some View {
        VStack(spacing: 2) {
            Text(value).font(.title3.monospacedDigit().bold())
            Text(title).font(.caption).foregroundStyle(Color(white: 0.35))
        }
    }
}
