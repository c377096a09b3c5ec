import Foundation
import LunaparkCore

/// A control for selecting a value from a range by dragging a thumb
/// (SwiftUI's `Slider`). The track takes the width offered and is 28 points
/// tall; pressing anywhere on it jumps the thumb there. With `step`, the value
/// snaps to multiples of it from the range's lower bound.
///
/// As on iOS, the minimum and maximum value labels are drawn at the leading
/// and trailing ends of the track, 8 points from it, and the track is shortened
/// between them; the `label` is not drawn (iOS shows it only to VoiceOver).
public struct Slider<Label: View, ValueLabel: View>: View {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    let onEditingChanged: @MainActor (Bool) -> Void
    @Environment(\.isEnabled) private var isEnabled

    /// Points between a value label and the end of the track (Lunapark's choice).
    static var valueLabelSpacing: CGFloat { 8 }

    /// The slider for every initializer: `value` converted to `Double` for the track.
    init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label,
                                 minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?,
                                 onEditingChanged: @escaping @MainActor (Bool) -> Void) where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map { Double($0) }
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.onEditingChanged = onEditingChanged
    }

    public var body: some View {
        HStack(spacing: Self.valueLabelSpacing) {
            if let minimumValueLabel { minimumValueLabel }
            _SliderTrack(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
            if let maximumValueLabel { maximumValueLabel }
        }
        .opacity(isEnabled ? 1 : 0.5)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider that writes the position of its thumb into `value`.
    ///
    /// - Parameters:
    ///   - value: The bound value. It is written only while the user drags; a
    ///     value outside `bounds` set elsewhere is not corrected, the thumb just
    ///     stays at the nearer end of the track.
    ///   - bounds: The values at the leading and trailing ends of the track. A
    ///     range of zero width keeps the thumb at the leading end.
    ///   - step: When given and positive, a dragged value is rounded to the
    ///     nearest `bounds.lowerBound + n * step` and never goes past
    ///     `bounds.upperBound`. nil means any value in the range.
    ///   - onEditingChanged: Called with `true` when a press on the slider starts
    ///     and with `false` when it ends.
    ///
    /// The slider takes the whole width it is offered and is 28 points tall (a
    /// 26-point thumb); the thumb's centre travels between 13 points from each
    /// end, so the thumb never overhangs the track.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: EmptyView(), minimumValueLabel: nil,
                  maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider described by `label` (kept for accessibility, not drawn, as on
    /// iOS); see `init(value:in:step:onEditingChanged:)` for the rest.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: nil,
                  maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }

    /// A slider described by `label` whose dragged value snaps to `step` (see
    /// `init(value:in:step:onEditingChanged:)`).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: nil,
                  maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
}

extension Slider {
    /// A slider with `minimumValueLabel` at the leading end of its track and
    /// `maximumValueLabel` at the trailing end (each at its ideal size, 8 points
    /// from the track, which takes the width left); `label` describes it and is
    /// not drawn. A drag still maps its position along the shortened track to
    /// the value.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel(),
                  maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// The slider with value labels whose dragged value snaps to `step` (the
    /// nearest `bounds.lowerBound + n * step`, never past `bounds.upperBound`).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel(),
                  maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }
}
