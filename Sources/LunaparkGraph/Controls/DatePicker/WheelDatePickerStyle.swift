import Foundation
import LunaparkCore

/// Turning wheels (SwiftUI's `WheelDatePickerStyle`, `.wheel`): a column per
/// part of the date (month, day and year for `.date`; hour, minute and, in a
/// locale with a 12-hour clock, AM/PM for `.hourAndMinute`), 216 points tall,
/// over a grey band (white 0.93, corner radius 8) across the middle row; the
/// label on the leading side unless `labelsHidden()`. iOS shows one column of
/// days ("Thu Nov 26") when the time is shown too; Lunapark keeps separate
/// month, day and year columns, and its columns stop at their ends instead of
/// wrapping around. Years run 100 before and after the selection, within the range.
public struct WheelDatePickerStyle: DatePickerStyle {
    /// The wheel style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _WheelDatePickerBody(configuration: configuration)
    }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Turning wheels.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

struct _WheelDatePickerBody: View {
    let configuration: DatePickerStyleConfiguration
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        HStack {
            if !labelsHidden {
                configuration.label
                Spacer(minLength: 8)
            }
            _DatePickerWheels(configuration: configuration, components: configuration.displayedComponents)
        }
    }
}

/// The wheels of a date picker for `components`, side by side over one grey band.
struct _DatePickerWheels: View {
    let configuration: DatePickerStyleConfiguration
    let components: DatePickerComponents

    /// One column: its titles, the selected index, and the date each index stands for (before
    /// it is moved into the range).
    private struct Column {
        let titles: [String]
        let selected: Int
        let width: CGFloat
        let date: (Int) -> Date
    }

    private func columns() -> [Column] {
        let dates = configuration.dates
        let calendar = dates.calendar
        let selection = configuration.selection
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: selection)
        var columns: [Column] = []
        if components.contains(.date) {
            let days = calendar.range(of: .day, in: .month, for: selection)?.count ?? 31
            let year = parts.year ?? 2000
            let first = max(year - 100, dates.minimumDate.map { calendar.component(.year, from: $0) } ?? Int.min)
            let last = max(first, min(year + 100, dates.maximumDate.map { calendar.component(.year, from: $0) } ?? Int.max))
            columns.append(Column(titles: calendar.monthSymbols, selected: (parts.month ?? 1) - 1, width: 130) {
                dates.date(selection, setting: .month, to: $0 + 1)
            })
            columns.append(Column(titles: (1...days).map { "\($0)" }, selected: (parts.day ?? 1) - 1, width: 50) {
                dates.date(selection, setting: .day, to: $0 + 1)
            })
            columns.append(Column(titles: (first...last).map { "\($0)" }, selected: year - first, width: 70) {
                dates.date(selection, setting: .year, to: first + $0)
            })
        }
        if components.contains(.hourAndMinute) {
            let hour = parts.hour ?? 0
            if dates.uses12HourClock {
                columns.append(Column(titles: (0..<12).map { "\($0 == 0 ? 12 : $0)" }, selected: hour % 12, width: 50) {
                    dates.date(selection, setting: .hour, to: (hour / 12) * 12 + $0)
                })
            } else {
                columns.append(Column(titles: (0..<24).map { String(format: "%02d", $0) }, selected: hour, width: 50) {
                    dates.date(selection, setting: .hour, to: $0)
                })
            }
            columns.append(Column(titles: (0..<60).map { String(format: "%02d", $0) }, selected: parts.minute ?? 0, width: 50) {
                dates.date(selection, setting: .minute, to: $0)
            })
            if dates.uses12HourClock {
                columns.append(Column(titles: [calendar.amSymbol, calendar.pmSymbol], selected: hour / 12, width: 50) {
                    dates.date(selection, setting: .hour, to: hour % 12 + $0 * 12)
                })
            }
        }
        return columns
    }

    var body: some View {
        let columns = self.columns()
        let dates = configuration.dates
        let selection = configuration.$selection
        return HStack(spacing: 4) {
            ForEach(0..<columns.count, id: \.self) { i in
                let column = columns[i]
                _DatePickerWheel(
                    titles: column.titles, selectedIndex: column.selected,
                    isAvailable: { dates.contains(column.date($0)) },
                    onSelect: { selection.wrappedValue = dates.clamped(column.date($0)) })
                .frame(width: column.width)
            }
        }
        .padding(.horizontal, 8)
        .background {
            RoundedRectangle(cornerRadius: 8).fill(Color(white: 0.93)).frame(height: _DatePickerWheel.rowHeight)
        }
    }
}
