/// How often a schedule should produce updates (SwiftUI's `TimelineScheduleMode`).
public enum TimelineScheduleMode: Hashable, Sendable {
    /// At the schedule's natural cadence.
    case normal
    /// At a reduced rate, "major" updates only (e.g. once a minute for a
    /// timer), when the display is dimmed or not looked at.
    case lowFrequency
}
