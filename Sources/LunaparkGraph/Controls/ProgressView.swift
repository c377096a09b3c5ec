import Foundation
import LunaparkCore

/// A view that shows the progress of a task (SwiftUI's `ProgressView`): a
/// spinner while the progress is unknown, a bar filling up when it is known
/// (the `.automatic` style, as on iOS; see `LinearProgressViewStyle` and
/// `CircularProgressViewStyle`).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// For `init(timerInterval:countsDown:...)`: the dates the bar runs over, read at each entry
    /// of its own timeline (`fraction` is unused).
    var timer: ProgressTimer?
    @Environment(\.progressViewStyle) private var style

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    @ViewBuilder public var body: some View {
        if let timer {
            TimelineView(timer.schedule) { context in
                styled(fraction: timer.fraction(at: context.date))
            }
        } else {
            styled(fraction: fraction)
        }
    }

    /// The progress view in the style in force, `fraction` done.
    private func styled(fraction: Double?) -> AnyView {
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: label.map { .init(_content: AnyView($0)) },
            currentValueLabel: currentValueLabel.map { .init(_content: AnyView($0)) })
        return style?.makeBody(configuration) ?? AnyView(DefaultProgressViewStyle().makeBody(configuration: configuration))
    }

    /// `value / total` clamped to 0...1; nil (indeterminate) for a nil value, and
    /// 0 for a total that is not positive or a value that is not a number.
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, total: V) -> Double? {
        guard let value else { return nil }
        guard total > 0, !value.isNaN else { return 0 }
        return Double(min(1, max(0, value / total)))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner: progress of unknown length.
    public init() { self.init(fraction: nil, label: nil, currentValueLabel: nil) }

    /// A bar filled to `value / total` (a nil value shows the spinner).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total: total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A spinner with `label` under it.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }

    /// A bar filled to `value / total`, with `label` above it.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, total: total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView {
    /// A bar filled to `value / total`, with `label` above it and `currentValueLabel` under it.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Self.fraction(value, total: total), label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner titled `title`.
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
    }

    /// A bar filled to `value / total`, titled `title`.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total: total), label: Text(title), currentValueLabel: nil)
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
                             CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The progress view a style was given, drawn in the style in force around it
    /// (for styles that decorate the standard look).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label,
                  currentValueLabel: configuration.currentValueLabel)
    }
}
