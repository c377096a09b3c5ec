import Foundation

/// Updates at regular intervals aligned to a start date (SwiftUI's
/// `PeriodicTimelineSchedule`).
///
/// The schedule's phase comes from the date given to `init(from:by:)`; the
/// first entry for a later `startDate` is the start of the interval that
/// contains it (start 10:09:30, interval 60 s, asked from 10:34:45 -> first
/// entry 10:34:30). Asked from a date before the schedule's start, the
/// entries begin at the schedule's start (the view shows the current date
/// until then). Entry n is computed as start + n·interval, so there is no
/// drift however long the sequence runs.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    /// The first date of the schedule (its phase).
    public let startDate: Date
    /// Seconds between entries; a non-positive interval yields the start date only.
    public let interval: TimeInterval

    /// A schedule with entries at `startDate + n·interval`.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// The entries from the interval boundary at or before `startDate` (or
    /// from the schedule's start, if later). `mode` does not change them.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        // A schedule that does not move on (interval 0 or less) has one entry, its start.
        guard interval > 0 else { return Entries(origin: self.startDate, interval: 0, index: 0) }
        let offset = startDate.timeIntervalSince(self.startDate)
        let index = offset > 0 ? (offset / interval).rounded(.down) : 0
        return Entries(origin: self.startDate, interval: interval, index: index)
    }

    /// The endless sequence of periodic dates (it is its own iterator).
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        let origin: Date
        /// Seconds between entries; 0 for the single entry of a schedule that does not move on.
        let interval: TimeInterval
        var index: Double
        var isExhausted = false

        init(origin: Date, interval: TimeInterval, index: Double) {
            self.origin = origin
            self.interval = interval
            self.index = index
        }

        /// The next date: origin + index·interval.
        public mutating func next() -> Date? {
            guard !isExhausted else { return nil }
            if interval == 0 { isExhausted = true; return origin }
            defer { index += 1 }
            return origin.addingTimeInterval(index * interval)
        }
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Updates every `interval` seconds, aligned to `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}
