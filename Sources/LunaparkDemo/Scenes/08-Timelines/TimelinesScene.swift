import Lunapark

// The SwiftUI Lab article (swiftui-lab, "Advanced SwiftUI Animations Part 4: TimelineView"),
// the first half: what a timeline re-evaluates, the built-in schedules, a
// model advanced from onChange, and the "updates multiple times per frame"
// trap, behind one picker.

/// Key 8: TimelineView, its schedules and the dependencies of its content.
struct TimelinesScene: ParkSceneView {
    static let info = SceneInfo(key: "8", title: "Timelines", shortTitle: "Timelines", sources: [.timelineViewSwiftUILab])

    /// The article's examples.
    enum Example: String, SceneExample {
        case schedules = "schedules"
        case manyFaces = "ManyFaces"
        case quips = "quips every 3 s"
        case trap = "the trap"

        var explanation: String {
            switch self {
            case .schedules:
                "A TimelineView evaluates its content closure when it appears and at every entry of its schedule, passing the entry's date in context.date. .periodic(from:by:) ticks at fixed intervals from a start date, .everyMinute at the start of each minute, .explicit at the dates you list (then stops), .animation(minimumInterval:) as often as frames allow."
            case .manyFaces:
                "All three faces sit in one timeline updating every 0.5 s. The closure runs at each entry, so the face written inside it changes. SubView() has no input that changes: the graph keeps it and never evaluates its body again. SubView(date:) receives the date, unused but different each time, so its body runs at each entry."
            case .quips:
                "To do something at each entry, watch the date: .onChange(of: date) advances the quip book every 3 s. QuipView's body then runs twice per entry: once for the new date, once more because the sentence it reads changed. A timeline's entries are not the only updates its content gets."
            case .trap:
                "The article's example toggles a flag that the timeline's own closure reads from .onChange(of: timeline.date). In the SwiftUI of 2021 that looped: the refresh caused by the flag ran the closure with a new date, onChange fired again, and so on (\"Action tried to update multiple times per frame\"). Lunapark does what current SwiftUI does: the refresh caused by the flag runs the closure with the same entry's date, onChange stays quiet, and the text simply alternates every 2 s. The article's fix holds either way: move the flag into a subview that gets the date, so the closure no longer depends on it."
            }
        }
    }

    @State private var example: Example = .schedules

    var body: some View {
        ExampleScene(info: Self.info, lesson: "TimelineView re-evaluates its content on a schedule, but only views whose inputs change are evaluated again; actions run from .onChange(of: context.date) advance a model at each entry.",
                     example: $example) { example in
            switch example {
            case .schedules: TimelineSchedulesExample()
            case .manyFaces: ManyFacesExample()
            case .quips: QuipsExample()
            case .trap: TimelineTrapExample()
            }
        }
    }
}

/// Counts evaluations without being observed: bodies bump it and show the count
/// they saw, and nothing is invalidated by the bump itself.
final class EvaluationCounter {
    private(set) var value = 0

    /// Adds one and returns the new count.
    @discardableResult
    func bump() -> Int {
        value += 1
        return value
    }
}

/// A white card with a caption, the frame the timeline examples share.
struct TimelineCard<Content: View>: View {
    let title: String
    var width: CGFloat = 215
    @ViewBuilder let content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title).font(.caption2.monospaced().bold()).foregroundStyle(Color.indigo)
            content
        }
        .padding(12)
        .frame(width: width, alignment: .topLeading)
        .background(Color.white, in: RoundedRectangle(cornerRadius: 10))
    }
}

/// Formats dates for the examples (24-hour clock, local time).
enum TimelineFormat {
    /// One formatter per format: making one costs about 100 µs, and the animation dial
    /// formats 20 times a second.
    @MainActor private static var formatters: [String: DateFormatter] = [:]

    @MainActor
    static func string(_ date: Date, _ format: String) -> String {
        if let formatter = formatters[format] { return formatter.string(from: date) }
        let formatter = DateFormatter()
        formatter.dateFormat = format
        formatters[format] = formatter
        return formatter.string(from: date)
    }
}
