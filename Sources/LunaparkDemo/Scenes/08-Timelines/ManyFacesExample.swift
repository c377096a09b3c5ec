import Lunapark

// The SwiftUI Lab article, "Understanding how TimelineView works": two faces that should
// change with the timeline, and one of them never does. The article picks a
// random face; here each face is picked by the number of evaluations that
// produced it, so the picture itself shows how often each body ran.

/// The faces the example cycles through.
enum Faces {
    static let all = ["😀", "😬", "😄", "🙂", "😗", "🤓", "😏", "😕", "😟", "😎", "😜", "😍", "🤪"]

    static func face(_ evaluation: Int) -> String { all[(evaluation - 1 + all.count) % all.count] }
}

/// ManyFaces: a face in the closure, SubView() and SubView(date:) in one timeline.
struct ManyFacesExample: View {
    /// How often the content closure ran, and each SubView's body (not observed: counting
    /// does not cause updates).
    @State private var counts: ManyFacesCounts

    /// The example counting into `counts` (its own counters unless given; tests pass theirs).
    init(counts: ManyFacesCounts = ManyFacesCounts()) {
        _counts = State(initialValue: counts)
    }

    var body: some View {
        TimelineView(.periodic(from: .now, by: 0.5)) { timeline in
            let run = counts.closure.bump()
            HStack(alignment: .top, spacing: 24) {
                FaceCard(title: "written in the closure", face: Faces.face(run),
                         count: "closure ran \(run) times")
                ManyFacesSubView(evaluations: counts.subView)
                ManyFacesSubView(date: timeline.date, evaluations: counts.datedSubView)
            }
        }
    }
}

/// The evaluations ManyFaces shows: its content closure's, `SubView()`'s and `SubView(date:)`'s.
struct ManyFacesCounts {
    let closure = EvaluationCounter()
    let subView = EvaluationCounter()
    let datedSubView = EvaluationCounter()
}

/// The article's SubView, with and without the date it does not use.
struct ManyFacesSubView: View {
    /// The timeline's date; unused, but a changing input makes the graph evaluate the body again.
    var date: Date?
    /// Bumped by each evaluation of the body; an object compares by identity, so passing the
    /// same counter again is no change.
    let evaluations: EvaluationCounter

    var body: some View {
        let count = evaluations.bump()
        FaceCard(title: date == nil ? "SubView()" : "SubView(date: timeline.date)",
                 face: Faces.face(count),
                 count: "body evaluated \(count) time\(count == 1 ? "" : "s")")
    }
}

/// One face and the count behind it.
struct FaceCard: View {
    let title: String
    let face: String
    let count: String

    var body: some View {
        TimelineCard(title: title, width: 260) {
            Text(face)
                .font(.system(size: 96))
                .frame(maxWidth: .infinity)
                .frame(height: 150)
            Text(count)
                .font(.callout.monospacedDigit())
                .frame(maxWidth: .infinity)
        }
    }
}
