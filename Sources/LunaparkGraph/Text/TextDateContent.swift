import Foundation
import LunaparkCore

/// What a text made from a date shows (`Text(_:style:)`, `Text(timerInterval:...)`,
/// `Text(_: ClosedRange<Date>)`): formatted when the text is resolved, at the host clock's date,
/// and again at each `nextChange` for the counting kinds.
enum TextDateContent: Hashable, Sendable {
    case date(Date, Text.DateStyle)
    case timer(ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool)
    case range(ClosedRange<Date>)

    /// The string shown at `now` in `environment`'s locale, time zone and calendar.
    func string(at now: Date, in environment: EnvironmentValues) -> String {
        var calendar = environment.calendar
        calendar.timeZone = environment.timeZone
        switch self {
        case .date(let date, let style):
            switch style.kind {
            case .time:
                return date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: environment.locale,
                                                       calendar: calendar, timeZone: environment.timeZone))
            case .date:
                return date.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: environment.locale,
                                                       calendar: calendar, timeZone: environment.timeZone))
            case .relative:
                return Self.units(abs(date.timeIntervalSince(now)), count: 2, locale: environment.locale)
            case .offset:
                let ahead = date.timeIntervalSince(now)
                return (ahead < 0 ? "-" : "+") + Self.units(abs(ahead), count: 1, locale: environment.locale)
            case .timer:
                let ahead = date.timeIntervalSince(now)
                // Whole seconds: a date ahead counts down (rounding up), a passed one up (down).
                return Self.clock(ahead > 0 ? Self.wholeSeconds(up: ahead) : Self.wholeSeconds(down: -ahead),
                                  showsHours: true)
            }
        case .timer(let interval, let pauseTime, let countsDown, let showsHours):
            let at = min(max(pauseTime ?? now, interval.lowerBound), interval.upperBound)
            let seconds = countsDown ? Self.wholeSeconds(up: interval.upperBound.timeIntervalSince(at))
                : Self.wholeSeconds(down: at.timeIntervalSince(interval.lowerBound))
            return Self.clock(seconds, showsHours: showsHours)
        case .range(let dates):
            let style = Date.IntervalFormatStyle(date: .abbreviated, time: .shortened, locale: environment.locale,
                                                 calendar: calendar, timeZone: environment.timeZone)
            return (dates.lowerBound ..< dates.upperBound).formatted(style)
        }
    }

    /// The first date after `now` at which the string may change (whole seconds counted from the
    /// date the count is measured from); nil when it never changes (a time, a date, a range, a
    /// paused or finished timer).
    func nextChange(after now: Date) -> Date? {
        let reference: Date
        switch self {
        case .date(let date, let style):
            guard [.relative, .offset, .timer].contains(style.kind) else { return nil }
            reference = date
        case .timer(let interval, let pauseTime, let countsDown, _):
            guard pauseTime == nil, now < interval.upperBound else { return nil }
            reference = countsDown ? interval.upperBound : interval.lowerBound
        case .range:
            return nil
        }
        let elapsed = now.timeIntervalSince(reference)
        return reference.addingTimeInterval(Double(Self.wholeSeconds(down: elapsed)) + 1)
    }

    /// How far a count may fall short of a whole second and still reach it, seconds: a date's
    /// `Double` holds about 1e-7 s in this century, and an entry is applied up to 1e-6 s early
    /// (`ViewGraph.entryTimeTolerance`).
    static let snap: TimeInterval = 1e-5

    /// `seconds` rounded down to whole seconds, counting one that is `snap` short of a whole one as whole.
    static func wholeSeconds(down seconds: TimeInterval) -> Int {
        guard seconds.isFinite else { return 0 }
        return Int(max(min((seconds + snap).rounded(.down), 1e12), -1e12))
    }

    /// `seconds` rounded up to whole seconds, counting one `snap` past a whole one as whole.
    static func wholeSeconds(up seconds: TimeInterval) -> Int {
        guard seconds.isFinite else { return 0 }
        return Int(max(min((seconds - snap).rounded(.up), 1e12), -1e12))
    }

    /// `seconds` (clamped to 0...) as "m:ss", or "h:mm:ss" from an hour on when `showsHours`.
    static func clock(_ seconds: Int, showsHours: Bool) -> String {
        let total = max(seconds, 0)
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        if showsHours, total >= 3600 {
            return "\(total / 3600):\(twoDigits(total % 3600 / 60)):\(twoDigits(total % 60))"
        }
        return "\(total / 60):\(twoDigits(total % 60))"
    }

    /// `seconds` in words in its `count` largest units from weeks down to seconds ("2 hours,
    /// 23 minutes"), in `locale`.
    static func units(_ seconds: TimeInterval, count: Int, locale: Locale) -> String {
        // The last unit shown is rounded down, as a count: 90 seconds in one unit is "1 minute".
        let style = Duration.UnitsFormatStyle(allowedUnits: [.weeks, .days, .hours, .minutes, .seconds], width: .wide,
                                              maximumUnitCount: count, fractionalPart: .hide(rounded: .down))
            .locale(locale)
        return Duration.seconds(Int64(wholeSeconds(down: seconds))).formatted(style)
    }
}
