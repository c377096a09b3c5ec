import Foundation
import LunaparkCore

/// The days of one month in a graphical date picker: six rows of seven
/// 40-point cells from the calendar's first weekday, each day's number in the
/// title 3 font (20 points). The selected day is circled (36 points) in the
/// tint at 12 % opacity with its number bold in the tint, as on iOS 14 and
/// later; today's number is in the tint; days outside the range are greyed
/// (white 0.75) and do not respond. A tap on a day sets the selection's day,
/// keeping its time of day; the circle fades in 0.2 s.
struct _DatePickerMonthGrid: View {
    let monthStart: Date
    let selection: Binding<Date>
    let dates: DatePickerDates
    @Environment(\.tint) private var tint

    static var cellHeight: CGFloat { 40 }

    var body: some View {
        let color = tint ?? .accentColor
        let cells = dates.dayCells(monthStart: monthStart)
        let calendar = dates.calendar
        let selectedDay = calendar.startOfDay(for: selection.wrappedValue)
        let today = calendar.startOfDay(for: Date())
        return VStack(spacing: 0) {
            ForEach(0..<6, id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(0..<7, id: \.self) { column in
                        let day = cells[row * 7 + column]
                        cell(day, isSelected: day == selectedDay, isToday: day == today, color: color)
                            .frame(maxWidth: .infinity)
                            .frame(height: Self.cellHeight)
                    }
                }
            }
        }
    }

    @ViewBuilder private func cell(_ day: Date?, isSelected: Bool, isToday: Bool, color: Color) -> some View {
        if let day {
            let available = dates.isAvailable(dayStart: day)
            let number = dates.calendar.component(.day, from: day)
            let selection = self.selection
            let dates = self.dates
            Text("\(number)")
                .font(.system(size: 20, weight: isSelected ? .semibold : .regular))
                .foregroundStyle(!available ? Color(white: 0.75) : isSelected || isToday ? color : Color.primary)
                .frame(width: 36, height: 36)
                .background(Circle().fill(color.opacity(isSelected ? 0.12 : 0)))
                .animation(.easeInOut(duration: 0.2), value: isSelected)
                .contentShape(Rectangle())
                .onTapGesture {
                    guard available else { return }
                    selection.wrappedValue = dates.date(selection.wrappedValue, onDayOf: day)
                }
        } else {
            Color.clear
        }
    }
}
