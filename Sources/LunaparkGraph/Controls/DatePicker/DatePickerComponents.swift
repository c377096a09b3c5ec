import Foundation
import LunaparkCore

/// The parts of a date a `DatePicker` lets the user change (SwiftUI's
/// `DatePickerComponents`). An empty set is shown as `[.date, .hourAndMinute]`.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt

    /// A set with the components of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The hour and the minute of the day.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)

    /// The set as drawn: both components when empty.
    var shown: DatePickerComponents { isEmpty ? [.date, .hourAndMinute] : self }
}
