import Foundation
import LunaparkCore

extension Text {
    /// How `init(_:style:)` shows a date (SwiftUI's `Text.DateStyle`): as a time or a date, or
    /// counting from now (`.relative`, `.offset`, `.timer`), which the text redraws every second
    /// by itself, without evaluating the body that made it again.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// The time of day only, in the environment's locale, time zone and calendar
        /// ("11:23 PM" in English (US)).
        public static let time = DateStyle(kind: .time)
        /// The date only, long ("June 3, 2019" in English (US)).
        public static let date = DateStyle(kind: .date)
        /// The time between now and the date, in its two largest units, without a sign
        /// ("2 hours, 23 minutes"); updated every second. Lunapark counts up to weeks ("56 weeks,
        /// 3 days" where Apple says "1 year, 1 month"): Foundation on Linux formats no calendar
        /// months or years.
        public static let relative = DateStyle(kind: .relative)
        /// The time from now to the date in its largest unit, "+" when the date is ahead and "-"
        /// when it has passed ("+2 hours", "-3 weeks"); updated every second.
        public static let offset = DateStyle(kind: .offset)
        /// The time between now and the date as a clock ("2:32", "36:59:01"): counting down to
        /// a date ahead, then up once it has passed; updated every second.
        public static let timer = DateStyle(kind: .timer)
    }

    /// Text showing `date` in `style`, in the environment's `locale`, `timeZone` and `calendar`;
    /// the counting styles redraw every second from the host's clock (a `HeadlessHost`'s virtual
    /// one in tests) without evaluating the body again.
    public init(_ date: Date, style: Text.DateStyle) {
        string = ""
        spans = []
        dateContent = .date(date, style)
    }

    /// Text showing a timer counting within `timerInterval`: the time left until its upper bound
    /// when `countsDown` (the default), else the time since its lower bound, held at the
    /// interval's ends, as "m:ss", or "h:mm:ss" from an hour on when `showsHours` (otherwise the
    /// minutes pass 59: "75:00"). With a `pauseTime` the timer stands still at that date.
    /// Redraws every second from the host's clock, without evaluating the body again.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
                showsHours: Bool = true) {
        string = ""
        spans = []
        dateContent = .timer(timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)
    }

    /// Text showing the range between two dates in the environment's locale, time zone and
    /// calendar, the parts they share said once ("Jan 1, 2001, 12:00 – 1:00 AM").
    public init(_ dates: ClosedRange<Date>) {
        string = ""
        spans = []
        dateContent = .range(dates)
    }

    /// Text showing `interval` from its start to its end, as `init(_: ClosedRange<Date>)`.
    public init(_ interval: DateInterval) {
        self.init(interval.start ... interval.end)
    }
}
