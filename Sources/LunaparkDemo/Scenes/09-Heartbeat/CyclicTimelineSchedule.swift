import Lunapark

// The SwiftUI Lab article, "A custom TimelineScheduler": entries at offsets relative to the
// previous entry, cycling through the list, and a schedule with a single
// entry after a delay (for the emoji wave).

/// Entries at `timeOffsets` seconds after the previous one (the first after the
/// start date), starting over at the first offset when the list runs out.
struct CyclicTimelineSchedule: TimelineSchedule {
    let timeOffsets: [TimeInterval]

    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(last: startDate, offsets: timeOffsets)
    }

    /// The endless list of dates; it is its own iterator.
    struct Entries: Sequence, IteratorProtocol {
        var last: Date
        let offsets: [TimeInterval]
        var index = -1

        mutating func next() -> Date? {
            guard !offsets.isEmpty else { return nil }
            index = (index + 1) % offsets.count
            last = last.addingTimeInterval(offsets[index])
            return last
        }
    }
}

extension TimelineSchedule where Self == CyclicTimelineSchedule {
    /// Entries `timeOffsets` apart, cycling.
    static func cyclic(timeOffsets: [TimeInterval]) -> CyclicTimelineSchedule {
        CyclicTimelineSchedule(timeOffsets: timeOffsets)
    }
}

/// One entry, `delay` seconds after the timeline appears.
struct AfterDelaySchedule: TimelineSchedule {
    let delay: TimeInterval

    func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        [startDate.addingTimeInterval(delay)]
    }
}

extension TimelineSchedule where Self == AfterDelaySchedule {
    /// A single entry `delay` seconds after the timeline appears.
    static func after(_ delay: TimeInterval) -> AfterDelaySchedule { AfterDelaySchedule(delay: delay) }
}
