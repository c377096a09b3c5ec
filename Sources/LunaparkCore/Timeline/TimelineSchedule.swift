import Foundation

/// A type that provides the dates at which a timeline view updates
/// (SwiftUI's `TimelineSchedule`).
///
/// `entries(from:mode:)` returns dates in ascending order. Some may precede
/// `startDate`: the timeline view then performs its first update at
/// `startDate` with the latest entry not after it, and further updates at
/// each later entry.
public protocol TimelineSchedule {
    /// The update mode passed to `entries(from:mode:)`.
    typealias Mode = TimelineScheduleMode

    /// The sequence of dates of the schedule, ascending.
    associatedtype Entries: Sequence where Entries.Element == Date

    /// The dates of the schedule, starting around `startDate`; adjust to
    /// `mode` where possible (fewer updates in `.lowFrequency`).
    func entries(from startDate: Date, mode: Self.Mode) -> Entries
}
