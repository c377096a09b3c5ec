import Foundation
import LunaparkCore

/// How date pickers are drawn (SwiftUI's `DatePickerStyle`); set with `.datePickerStyle(_:)`.
@MainActor @preconcurrency
public protocol DatePickerStyle {
    /// The view a date picker in this style is drawn as.
    associatedtype Body: View
    /// The date picker as `configuration` describes it.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a date picker passes to its style.
    typealias Configuration = DatePickerStyleConfiguration
}

/// What a date picker passes to its style (SwiftUI's `DatePickerStyleConfiguration`, iOS 16).
public struct DatePickerStyleConfiguration {
    /// The picker's label, as a view of its own.
    public struct Label: _StyledPart {
        public let _content: AnyView
    }

    /// What the picker is for.
    public let label: Label
    /// The chosen date.
    @Binding public var selection: Date
    /// The earliest date that may be chosen, nil for none.
    public var minimumDate: Date?
    /// The latest date that may be chosen, nil for none.
    public var maximumDate: Date?
    /// The parts of the date shown (never empty).
    public var displayedComponents: DatePickerComponents

    init(label: Label, selection: Binding<Date>, minimumDate: Date?, maximumDate: Date?,
         displayedComponents: DatePickerComponents) {
        self.label = label
        _selection = selection
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.displayedComponents = displayedComponents
    }

    /// The date arithmetic of this picker: its range in the current calendar.
    var dates: DatePickerDates { DatePickerDates(minimumDate: minimumDate, maximumDate: maximumDate) }
}

extension DatePickerStyleConfiguration.Label: ListContent {}

private struct DatePickerStyleKey: EnvironmentKey {
    static var defaultValue: AnyStyle<DatePickerStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    /// The style of date pickers in the subtree (nil: `.automatic`).
    var datePickerStyle: AnyStyle<DatePickerStyleConfiguration>? {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of date pickers in this view (SwiftUI's `datePickerStyle(_:)`).
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        environment(\.datePickerStyle, .hosted(style) { AnyView($0.makeBody(configuration: $1)) })
    }
}
