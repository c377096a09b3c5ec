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
    /// How often the content closure ran (not observed: counting does not cause updates).
    @State private var closureRuns = EvaluationCounter()

    var body: some View {
        TimelineView(.periodic(from: .now, by: 0.5)) { timeline in
            let run = closureRuns.bump()
            HStack(alignment: .top, spacing: 24) {
                FaceCard(title: "written in the closure", face: Faces.face(run),
                         count: "closure ran \(run) times")
                ManyFacesSubView()
                ManyFacesSubView(date: timeline.date)
            }
        }
    }
}

/// The article's SubView, with and without the date it does not use.
struct ManyFacesSubView: View {
    /// The timeline's date; unused, but a changing input makes the graph evaluate the body again.
    var date: Date?
    @State private var evaluations = EvaluationCounter()

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
