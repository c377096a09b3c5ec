import Foundation
import LunaparkCore

/// A month calendar (SwiftUI's `GraphicalDatePickerStyle`, `.graphical`), as
/// iOS 14 and later draw it: the month and year in the headline font with
/// previous and next chevrons in the tint (dimmed when that month has no day
/// in the range), the weekday initials in grey, and the days (see
/// `_DatePickerMonthGrid`). The chevrons slide the next or previous month in
/// over 0.3 s. With `.hourAndMinute`, a "Time" row under the calendar shows
/// the time in a grey capsule; a tap on it opens the hour and minute wheels
/// under it (iOS opens them in a popover). The label is not drawn, as on iOS.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// The graphical style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _GraphicalDatePickerBody(configuration: configuration)
    }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A month calendar.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

struct _GraphicalDatePickerBody: View {
    let configuration: DatePickerStyleConfiguration
    /// The first moment of the month shown, nil for the selection's month.
    @State private var shownMonth: Date?
    /// The direction of the last month change: true when forward in time.
    @State private var movesForward = true
    @State private var showsTimeWheels = false
    @Environment(\.tint) private var tint

    /// The slide from one month to the next.
    static var pageAnimation: Animation { .easeInOut(duration: 0.3) }

    var body: some View {
        let dates = configuration.dates
        let color = tint ?? .accentColor
        let month = shownMonth ?? dates.startOfMonth(configuration.selection)
        let components = configuration.displayedComponents
        return VStack(spacing: 0) {
            if components.contains(.date) {
                header(month: month, dates: dates, color: color)
                HStack(spacing: 0) {
                    let symbols = dates.weekdaySymbols
                    ForEach(0..<7, id: \.self) { day in
                        Text(symbols[day]).font(.system(size: 13, weight: .semibold)).foregroundStyle(Color(white: 0.6))
                            .frame(maxWidth: .infinity)
                    }
                }
                .frame(height: 20)
                ZStack {
                    _DatePickerMonthGrid(monthStart: month, selection: configuration.$selection, dates: dates)
                        .id(month)
                        .transition(.asymmetric(insertion: .move(edge: movesForward ? .trailing : .leading),
                                                removal: .move(edge: movesForward ? .leading : .trailing)))
                }
                .frame(height: 6 * _DatePickerMonthGrid.cellHeight)
                .clipped()
            }
            if components.contains(.hourAndMinute) {
                timeRow(dates: dates, color: color)
            }
        }
    }

    private func header(month: Date, dates: DatePickerDates, color: Color) -> some View {
        let previous = dates.month(month, adding: -1), next = dates.month(month, adding: 1)
        return HStack(spacing: 0) {
            Text(dates.format(month, template: "MMMMy")).font(.headline)
            Spacer(minLength: 8)
            chevron("chevron.left", enabled: dates.isAvailable(monthStart: previous), color: color) {
                movesForward = false
                shownMonth = previous
            }
            chevron("chevron.right", enabled: dates.isAvailable(monthStart: next), color: color) {
                movesForward = true
                shownMonth = next
            }
        }
        .padding(.leading, 12)
        .frame(height: 44)
    }

    private func chevron(_ name: String, enabled: Bool, color: Color, action: @escaping @MainActor () -> Void) -> some View {
        Image(systemName: name)
            .font(.system(size: 20, weight: .semibold))
            .foregroundStyle(enabled ? color : Color(white: 0.75))
            .frame(width: 44, height: 44)
            .contentShape(Rectangle())
            .onTapGesture {
                guard enabled else { return }
                withAnimation(Self.pageAnimation) { action() }
            }
    }

    private func timeRow(dates: DatePickerDates, color: Color) -> some View {
        VStack(spacing: 8) {
            HStack {
                Text("Time")
                Spacer(minLength: 8)
                _DatePickerCapsule(text: dates.format(configuration.selection, template: dates.uses12HourClock ? "hmma" : "HHmm"),
                                   isActive: showsTimeWheels, color: color) {
                    withAnimation(.easeInOut(duration: 0.25)) { showsTimeWheels.toggle() }
                }
            }
            .padding(.horizontal, 12)
            .frame(height: 44)
            if showsTimeWheels {
                _DatePickerWheels(configuration: configuration, components: .hourAndMinute)
                    .transition(.opacity)
            }
        }
    }
}
