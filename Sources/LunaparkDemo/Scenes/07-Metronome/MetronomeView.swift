import Lunapark

/// The SwiftUI Lab article's `Metronome`: a timeline beating every 60/bpm seconds, and
/// three layers stacked back to front. Each entry re-runs the timeline's
/// content; only `MetronomePendulum` takes the date, so only it is
/// evaluated again; the case and the front keep their first evaluation.
struct MetronomeView: View {
    let bpm: Double
    let beatsPerBar: Int
    /// The swing and the bell's beat: the park's or the article's.
    var style = MetronomeStyle.park
    let counts: MetronomeBodyCounts

    var body: some View {
        // A new tempo starts the schedule again from the scene's now; that moment's date
        // differs from the last entry's, so the pendulum beats at once (onChange).
        TimelineView(MetronomeSchedule(bpm: bpm)) { timeline in
            ZStack(alignment: .top) {
                MetronomeBack(counts: counts)
                    .frame(width: MetronomeGeometry.width, height: MetronomeGeometry.height)
                MetronomePendulum(bpm: bpm, beatsPerBar: beatsPerBar, style: style, date: timeline.date, counts: counts)
                MetronomeFront(counts: counts)
                    .frame(width: MetronomeGeometry.width - 10)
                    .offset(y: MetronomeGeometry.height - MetronomeGeometry.frontHeight)
            }
        }
    }
}
