import Foundation
import LunaparkCore

/// The date arithmetic of a date picker: days, months and times of day in
/// `Calendar.current` (in `TimeZone.current`), words in `Locale.current`, and
/// the picker's range.
struct DatePickerDates {
    let minimumDate: Date?
    let maximumDate: Date?
    let calendar: Calendar

    init(minimumDate: Date?, maximumDate: Date?, calendar: Calendar = .current) {
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.calendar = calendar
    }

    /// `date` moved into the range.
    func clamped(_ date: Date) -> Date {
        var d = date
        if let minimumDate, d < minimumDate { d = minimumDate }
        if let maximumDate, d > maximumDate { d = maximumDate }
        return d
    }

    /// True when some moment of the day starting at `dayStart` is in the range.
    func isAvailable(dayStart: Date) -> Bool {
        let next = calendar.date(byAdding: .day, value: 1, to: dayStart) ?? dayStart
        if let minimumDate, next <= minimumDate { return false }
        if let maximumDate, dayStart > maximumDate { return false }
        return true
    }

    /// True when some day of the month starting at `monthStart` is in the range.
    func isAvailable(monthStart: Date) -> Bool {
        let next = month(monthStart, adding: 1)
        if let minimumDate, next <= minimumDate { return false }
        if let maximumDate, monthStart > maximumDate { return false }
        return true
    }

    /// The first moment of the month of `date`.
    func startOfMonth(_ date: Date) -> Date {
        calendar.date(from: calendar.dateComponents([.year, .month], from: date)) ?? date
    }

    /// The first moment of the month `count` months after the one starting at `monthStart`.
    func month(_ monthStart: Date, adding count: Int) -> Date {
        calendar.date(byAdding: .month, value: count, to: monthStart) ?? monthStart
    }

    /// The 42 cells of a month grid (6 weeks from the calendar's first weekday):
    /// the start of each day of the month, nil before the first and after the last.
    func dayCells(monthStart: Date) -> [Date?] {
        let weekday = calendar.component(.weekday, from: monthStart)
        let leading = (weekday - calendar.firstWeekday + 7) % 7
        let count = calendar.range(of: .day, in: .month, for: monthStart)?.count ?? 30
        var cells = [Date?](repeating: nil, count: 42)
        for day in 0..<count where leading + day < 42 {
            cells[leading + day] = calendar.date(byAdding: .day, value: day, to: monthStart)
        }
        return cells
    }

    /// The short weekday names from the calendar's first weekday, upper-cased ("SUN", "MON"...).
    var weekdaySymbols: [String] {
        let symbols = calendar.shortStandaloneWeekdaySymbols
        return (0..<7).map { symbols[(calendar.firstWeekday - 1 + $0) % 7].uppercased() }
    }

    /// `date` written with a localized template (`DateFormatter.setLocalizedDateFormatFromTemplate`).
    func format(_ date: Date, template: String) -> String {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = Locale.current
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter.string(from: date)
    }

    /// True when the locale writes times of day with AM and PM.
    var uses12HourClock: Bool {
        DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: Locale.current)?.contains("a") ?? false
    }

    /// `selection` with its year, month and day taken from `day` (its time of day kept), in the range.
    func date(_ selection: Date, onDayOf day: Date) -> Date {
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: selection)
        let dayParts = calendar.dateComponents([.year, .month, .day], from: day)
        parts.year = dayParts.year
        parts.month = dayParts.month
        parts.day = dayParts.day
        return clamped(calendar.date(from: parts) ?? selection)
    }

    /// True when `date` is in the range.
    func contains(_ date: Date) -> Bool { clamped(date) == date }

    /// `selection` with one component set to `value` (the day kept within the month),
    /// not yet moved into the range.
    func date(_ selection: Date, setting component: Calendar.Component, to value: Int) -> Date {
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: selection)
        parts.setValue(value, for: component)
        let day = parts.day ?? 1
        parts.day = 1
        guard let first = calendar.date(from: parts) else { return selection }
        let days = calendar.range(of: .day, in: .month, for: first)?.count ?? 28
        parts.day = min(day, days)
        return calendar.date(from: parts) ?? selection
    }
}
