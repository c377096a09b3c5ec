import Foundation

/// Updates at the dates given, ignoring start date and mode (SwiftUI's
/// `ExplicitTimelineSchedule`). Give dates in increasing order, at least
/// one in the future: past dates collapse into one update with the latest
/// of them, and the view stops changing after the last date.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    private let dates: Entries

    /// A schedule with exactly these dates.
    public init(_ dates: Entries) {
        self.dates = dates
    }

    /// The dates given at creation, unchanged.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        dates
    }
}

extension ExplicitTimelineSchedule: Sendable where Entries: Sendable {}

extension TimelineSchedule {
    /// Updates at the given dates.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}
