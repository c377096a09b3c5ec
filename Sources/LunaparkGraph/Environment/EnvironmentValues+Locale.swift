import Foundation

private struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { .autoupdatingCurrent }
}

private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar { .autoupdatingCurrent }
}

private struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { .autoupdatingCurrent }
}

extension EnvironmentValues {
    /// The locale views format for: the user's (Foundation's `autoupdatingCurrent`, from
    /// `LANG`/`LC_*` on Linux) unless `.environment(\.locale, ...)` sets another.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar dates are shown in: the user's unless set.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone dates are shown in: the system's unless set.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}
