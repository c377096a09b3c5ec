import Foundation
import LunaparkCore

/// The date and the time as grey capsules (SwiftUI's `CompactDatePickerStyle`,
/// `.compact`): the label on the leading side (unless `labelsHidden()`), then
/// the date ("Nov 26, 2026" in the locale's words) and the time, each in a
/// rounded rectangle of white 0.93 (corner radius 6). A tap on the date opens
/// the graphical calendar, a tap on the time the hour and minute wheels, in a
/// popover, which on an iPhone (and in Lunapark) is a sheet, with a "Done"
/// button; the capsule's text is in the tint while its popover is open.
public struct CompactDatePickerStyle: DatePickerStyle {
    /// The compact style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _CompactDatePickerBody(configuration: configuration)
    }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// Capsules that open a calendar or wheels.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

/// The default date picker style (SwiftUI's `DefaultDatePickerStyle`,
/// `.automatic`): on iOS, and in Lunapark, the compact style.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// The default style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _CompactDatePickerBody(configuration: configuration)
    }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's date picker: compact capsules.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

struct _CompactDatePickerBody: View {
    let configuration: DatePickerStyleConfiguration
    /// The components the open popover edits, nil while none is open.
    @State private var editing: DatePickerComponents?
    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.tint) private var tint

    var body: some View {
        let dates = configuration.dates
        let color = tint ?? .accentColor
        let components = configuration.displayedComponents
        let isPresented = Binding<Bool>(get: { editing != nil }, set: { if !$0 { editing = nil } })
        return HStack(spacing: 6) {
            if !labelsHidden {
                configuration.label
                Spacer(minLength: 8)
            }
            if components.contains(.date) {
                _DatePickerCapsule(text: dates.format(configuration.selection, template: "yMMMd"),
                                   isActive: editing == .date, color: color) { editing = .date }
            }
            if components.contains(.hourAndMinute) {
                _DatePickerCapsule(text: dates.format(configuration.selection, template: dates.uses12HourClock ? "hmma" : "HHmm"),
                                   isActive: editing == .hourAndMinute, color: color) { editing = .hourAndMinute }
            }
        }
        .popover(isPresented: isPresented) {
            _DatePickerPopover(configuration: configuration, components: editing ?? .date)
        }
    }
}

/// A date or a time in a grey capsule that responds to a tap.
struct _DatePickerCapsule: View {
    let text: String
    let isActive: Bool
    let color: Color
    let action: @MainActor () -> Void

    var body: some View {
        Text(text)
            .foregroundStyle(isActive ? color : Color.primary)
            .lineLimit(1)
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(RoundedRectangle(cornerRadius: 6).fill(Color(white: 0.93)))
            .contentShape(Rectangle())
            .onTapGesture { action() }
    }
}

/// What a compact picker's popover shows: the calendar for the date, the wheels for the time.
struct _DatePickerPopover: View {
    let configuration: DatePickerStyleConfiguration
    let components: DatePickerComponents
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 8) {
            HStack {
                Spacer()
                Button("Done") { dismiss() }.fontWeight(.semibold)
            }
            if components == .date {
                _GraphicalDatePickerBody(configuration: configuration.showing(.date))
            } else {
                _DatePickerWheels(configuration: configuration, components: .hourAndMinute)
            }
            Spacer(minLength: 0)
        }
        .padding(16)
    }
}

extension DatePickerStyleConfiguration {
    /// This configuration showing only `components`.
    func showing(_ components: DatePickerComponents) -> DatePickerStyleConfiguration {
        var copy = self
        copy.displayedComponents = components
        return copy
    }
}
