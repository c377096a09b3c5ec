import Foundation

/// Updates as often as the display allows, or no more often than a minimum
/// interval, and can be paused (SwiftUI's `AnimationTimelineSchedule`).
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The interval used when none is given: one 60 Hz frame.
    public static let defaultInterval: TimeInterval = 1.0 / 60.0

    /// Seconds between updates at least; `nil` lets the system choose (`defaultInterval`).
    public let minimumInterval: Double?
    /// Whether the schedule produces no updates.
    public let paused: Bool

    /// A schedule updating at most every `minimumInterval` seconds (`nil`:
    /// every frame), or not at all when `paused`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// `start`, then every interval after it; no entries when paused or in
    /// `.lowFrequency` mode, which pauses the animation (as Apple documents).
    public func entries(from start: Date, mode: TimelineScheduleMode) -> Entries {
        let step = max(minimumInterval ?? Self.defaultInterval, 0)
        return Entries(start: start, interval: step > 0 ? step : Self.defaultInterval,
                       isPaused: paused || mode == .lowFrequency)
    }

    /// The sequence of update dates (it is its own iterator).
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        let start: Date
        let interval: TimeInterval
        let isPaused: Bool
        var index: Double = 0

        init(start: Date, interval: TimeInterval, isPaused: Bool) {
            self.start = start
            self.interval = interval
            self.isPaused = isPaused
        }

        /// The next date, `start + index·interval`; `nil` when paused.
        public mutating func next() -> Date? {
            guard !isPaused else { return nil }
            defer { index += 1 }
            return start.addingTimeInterval(index * interval)
        }
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Updates every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Updates no more often than every `minimumInterval` seconds (`nil`:
    /// every frame), or never while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
