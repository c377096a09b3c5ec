import Foundation
import Testing
@testable import LunaparkCore

/// 10:hh:mm:ss on some day, as seconds since the (minute-aligned) reference date.
private func clock(_ hour: Double, _ minute: Double, _ second: Double) -> Date {
    Date(timeIntervalSinceReferenceDate: 700_000_000 - 700_000_000.truncatingRemainder(dividingBy: 86_400)
         + hour * 3600 + minute * 60 + second)
}

private func first<S: TimelineSchedule>(_ n: Int, of schedule: S, from date: Date,
                                        mode: TimelineScheduleMode = .normal) -> [Date] {
    Array(schedule.entries(from: date, mode: mode).prefix(n))
}

@Suite struct TimelineScheduleTests {
    @Test func periodicAlignsToItsStart() {
        // Apple's example: start 10:09:30, every 60 s, asked from 10:34:45 -> 10:34:30.
        let schedule: PeriodicTimelineSchedule = .periodic(from: clock(10, 9, 30), by: 60)
        #expect(first(3, of: schedule, from: clock(10, 34, 45))
                == [clock(10, 34, 30), clock(10, 35, 30), clock(10, 36, 30)])
        // Asked exactly on a boundary, the entry is that boundary.
        #expect(first(1, of: schedule, from: clock(10, 10, 30)) == [clock(10, 10, 30)])
        // A start in the future: entries begin at the start.
        #expect(first(2, of: schedule, from: clock(9, 0, 0)) == [clock(10, 9, 30), clock(10, 10, 30)])
        // No drift: entry n is start + n·interval.
        let fine = PeriodicTimelineSchedule(from: clock(0, 0, 0), by: 0.1)
        let thousandth = Array(fine.entries(from: clock(0, 0, 0), mode: .lowFrequency).prefix(1001)).last!
        expectClose(thousandth.timeIntervalSince(clock(0, 0, 0)), 100, 1e-12)
    }

    @Test func everyMinuteStartsAtTheCurrentMinute() {
        #expect(first(3, of: .everyMinute, from: clock(10, 9, 38)) == [clock(10, 9, 0), clock(10, 10, 0), clock(10, 11, 0)])
        #expect(first(1, of: .everyMinute, from: clock(10, 9, 0)) == [clock(10, 9, 0)])
    }

    @Test func explicitReturnsTheDatesUnchanged() {
        let dates = [clock(10, 0, 10), clock(10, 0, 12)]
        #expect(Array(ExplicitTimelineSchedule.explicit(dates).entries(from: clock(11, 0, 0), mode: .lowFrequency)) == dates)
    }

    @Test func animationScheduleAndPausing() {
        let start = clock(10, 0, 0)
        #expect(first(3, of: .animation(minimumInterval: 0.5), from: start)
                == [start, start.addingTimeInterval(0.5), start.addingTimeInterval(1)])
        #expect(first(2, of: .animation, from: start)
                == [start, start.addingTimeInterval(AnimationTimelineSchedule.defaultInterval)])
        #expect(first(3, of: .animation(paused: true), from: start).isEmpty)
        // Low-frequency mode pauses it, as Apple documents.
        #expect(first(3, of: .animation, from: start, mode: .lowFrequency).isEmpty)
    }
}
