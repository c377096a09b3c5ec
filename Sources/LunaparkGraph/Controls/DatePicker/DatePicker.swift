import Foundation
import LunaparkCore

/// A control for choosing a date, a time of day or both (SwiftUI's
/// `DatePicker`), drawn by the date picker style in the environment
/// (`.automatic`: `.compact`, as on iOS).
///
/// Dates are read and written in `Calendar.current` and `TimeZone.current`
/// and shown in the words and order of `Locale.current` (Lunapark has no
/// `calendar`, `timeZone` or `locale` environment values). A selection set
/// outside the range is shown as it is; what the user picks is kept in the
/// range. Apple's reference pages for `DatePicker` are not in the project's
/// copy of the documentation: the initializers follow Apple's public
/// documentation.
public struct DatePicker<Label: View>: View {
    /// The parts of a date a picker shows.
    public typealias Components = DatePickerComponents

    @Binding var selection: Date
    let minimumDate: Date?
    let maximumDate: Date?
    let displayedComponents: Components
    let label: Label
    @Environment(\.datePickerStyle) private var style

    init(selection: Binding<Date>, minimumDate: Date?, maximumDate: Date?, displayedComponents: Components, label: Label) {
        _selection = selection
        // A reversed range keeps only its lower bound, rather than trapping.
        if let minimumDate, let maximumDate, maximumDate < minimumDate {
            self.minimumDate = minimumDate
            self.maximumDate = nil
        } else {
            self.minimumDate = minimumDate
            self.maximumDate = maximumDate
        }
        self.displayedComponents = displayedComponents.shown
        self.label = label
    }

    /// A picker writing the date the user chooses into `selection`, any date allowed.
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, minimumDate: nil, maximumDate: nil, displayedComponents: displayedComponents,
                  label: label())
    }

    /// A picker limited to the dates of `range` (days and times outside it are greyed and cannot be chosen).
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, minimumDate: range.lowerBound, maximumDate: range.upperBound,
                  displayedComponents: displayedComponents, label: label())
    }

    /// A picker limited to `range.lowerBound` and later.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, minimumDate: range.lowerBound, maximumDate: nil,
                  displayedComponents: displayedComponents, label: label())
    }

    /// A picker limited to `range.upperBound` and earlier.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, minimumDate: nil, maximumDate: range.upperBound,
                  displayedComponents: displayedComponents, label: label())
    }

    public var body: some View {
        let configuration = DatePickerStyleConfiguration(
            label: .init(_content: AnyView(label)), selection: $selection,
            minimumDate: minimumDate, maximumDate: maximumDate, displayedComponents: displayedComponents)
        return style?.makeBody(configuration)
            ?? AnyView(DefaultDatePickerStyle().makeBody(configuration: configuration))
    }
}

extension DatePicker where Label == Text {
    /// A picker titled with the text of `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker titled with the text of `titleKey`, limited to `range`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker titled with the text of `titleKey`, limited to `range.lowerBound` and later.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker titled with the text of `titleKey`, limited to `range.upperBound` and earlier.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker titled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker titled `title`, limited to `range`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker titled `title`, limited to `range.lowerBound` and later.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker titled `title`, limited to `range.upperBound` and earlier.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}
