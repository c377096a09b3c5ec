import Foundation
import LunaparkCore

/// A control with a decrement and an increment button (SwiftUI's `Stepper`),
/// drawn as on iOS: the label on the leading side, the buttons on the
/// trailing side in a 94 x 32-point rounded rectangle (corner radius 8, white
/// 0.93) split by a hairline, "−" and "+" in the primary colour. A button whose
/// step would pass the range's bound is dimmed and does nothing; under
/// `disabled(true)` both are.
public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (@MainActor () -> Void)?
    let onDecrement: (@MainActor () -> Void)?
    let onEditingChanged: @MainActor (Bool) -> Void
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.labelsHidden) private var labelsHidden

    /// A stepper that runs `onIncrement` and `onDecrement`; a nil action dims its button.
    public init(@ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?,
                onDecrement: (@MainActor () -> Void)?,
                onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper that adds or subtracts `step` from `value`, kept in `bounds`: a step
    /// that would pass a bound stops at it, and a button at its bound is dimmed.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        let current = value.wrappedValue
        self.init(label: label,
                  onIncrement: current < bounds.upperBound
                      ? { @MainActor in value.wrappedValue = min(bounds.upperBound, value.wrappedValue.advanced(by: step)) } : nil,
                  onDecrement: current > bounds.lowerBound
                      ? { @MainActor in value.wrappedValue = max(bounds.lowerBound, value.wrappedValue.advanced(by: -step)) } : nil,
                  onEditingChanged: onEditingChanged)
    }

    /// A stepper that adds or subtracts `step` from `value`, without bounds.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(label: label,
                  onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
                  onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
                  onEditingChanged: onEditingChanged)
    }

    public var body: some View {
        HStack {
            if !labelsHidden {
                label
                Spacer()
            }
            HStack(spacing: 0) {
                half("−", action: onDecrement)
                Rectangle().fill(Color(white: 0.75)).frame(width: 0.5, height: 18)
                half("+", action: onIncrement)
            }
            .background(Color(white: 0.93), in: RoundedRectangle(cornerRadius: 8))
        }
    }

    private func half(_ symbol: String, action: (@MainActor () -> Void)?) -> some View {
        let enabled = isEnabled && action != nil
        let onEditingChanged = self.onEditingChanged
        return Text(symbol).font(.system(size: 20, weight: .medium))
            .frame(width: 46.75, height: 32)
            .opacity(enabled ? 1 : 0.3)
            .contentShape(Rectangle())
            .gesture(_PressGesture(onPressingChanged: { pressed in if enabled { onEditingChanged(pressed) } },
                                   onRelease: { if enabled { action?() } }))
    }
}

extension Stepper where Label == Text {
    /// A stepper titled `title` over `value` in `bounds`.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>,
                                                   step: V.Stride = 1,
                                                   onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `title` over `value`, without bounds.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                   onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `title` that runs `onIncrement` and `onDecrement`.
    public init<S: StringProtocol>(_ title: S, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
                                   onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
                  onEditingChanged: onEditingChanged)
    }
}
