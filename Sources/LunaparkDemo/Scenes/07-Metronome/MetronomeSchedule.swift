import Foundation
import Lunapark

/// A beat every `60 / bpm` seconds, counted from the moment the timeline
/// starts: the first entry one beat after it (the pendulum plays the beat of
/// that moment itself, from `onAppear`, as in the SwiftUI Lab article).
///
/// The article writes `.periodic(from: .now, by: 60 / bpm)`. `.now` is the wall
/// clock when the view's body runs, which is not exactly the scene's own
/// "now" (a window builds each frame for its future presentation time; the
/// headless host runs on a virtual clock), so an entry could come a few
/// milliseconds after the appearing beat: two beats at once. Counting from
/// the date the timeline asks from keeps the beats exactly one interval apart.
struct MetronomeSchedule: TimelineSchedule, Equatable {
    /// Beats per minute.
    var bpm: Double

    func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let interval = 60 / bpm
        return PeriodicTimelineSchedule(from: startDate.addingTimeInterval(interval), by: interval)
            .entries(from: startDate, mode: mode)
    }
}
