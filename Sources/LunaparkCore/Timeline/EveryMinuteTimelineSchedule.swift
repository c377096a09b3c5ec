import Foundation

/// Updates at the start of every minute (SwiftUI's `EveryMinuteTimelineSchedule`).
///
/// The first entry is the start of the minute containing the start date
/// (10:09:38 -> 10:09:00; an exact 10:09:00 stays). Minutes are counted
/// from the reference date (2001-01-01 00:00:00 UTC), ignoring leap seconds.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// A per-minute schedule.
    public init() {}

    /// Minute boundaries from the one at or before `startDate`, in any mode.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down)
        return Entries(minute: minute)
    }

    /// The endless sequence of minute starts (it is its own iterator).
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var minute: Double

        /// The next minute start.
        public mutating func next() -> Date? {
            defer { minute += 1 }
            return Date(timeIntervalSinceReferenceDate: minute * 60)
        }
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// Updates at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
