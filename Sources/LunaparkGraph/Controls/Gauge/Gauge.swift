import Foundation
import LunaparkCore

/// A view that shows a value within a range (SwiftUI's `Gauge`, iOS 16),
/// drawn by the gauge style in the environment (`.automatic`: a capacity bar,
/// as on iOS). The style receives the value as a fraction of the range; the
/// built-in styles draw it with animatable shapes, so a value changed inside
/// `withAnimation` moves the fill or the marker frame by frame without
/// evaluating the gauge's body again.
///
/// Apple's reference pages for `Gauge` are not in the project's copy of the
/// documentation: the initializers follow the signatures of Apple's public
/// documentation.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    let markedValueLabels: MarkedValueLabels?
    @Environment(\.gaugeStyle) private var style

    init(fraction: Double, label: Label, currentValueLabel: CurrentValueLabel?, minimumValueLabel: BoundsLabel?,
         maximumValueLabel: BoundsLabel?, markedValueLabels: MarkedValueLabels?) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.markedValueLabels = markedValueLabels
    }

    /// A gauge of `value` in `bounds`, with every label.
    ///
    /// - Parameters:
    ///   - value: The value shown. One outside `bounds` is shown at the nearer
    ///     bound; a NaN value, or a range of zero width, shows the lower bound.
    ///   - bounds: The values at the start and the end of the gauge.
    ///   - label: What the gauge measures.
    ///   - currentValueLabel: The value in words (drawn by most styles).
    ///   - minimumValueLabel: Drawn at the start of the gauge.
    ///   - maximumValueLabel: Drawn at its end.
    ///   - markedValueLabels: Labels for values along the gauge, passed to the
    ///     style as `markedValues` (the built-in styles do not draw them).
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(fraction: Self.fraction(value, in: bounds), label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
                  markedValueLabels: markedValueLabels())
    }

    public var body: some View {
        let configuration = GaugeStyleConfiguration(
            value: fraction,
            label: .init(_content: AnyView(label)),
            currentValueLabel: Self.part(currentValueLabel).map { .init(_content: $0) },
            minimumValueLabel: Self.part(minimumValueLabel).map { .init(_content: $0) },
            maximumValueLabel: Self.part(maximumValueLabel).map { .init(_content: $0) },
            markedValues: .init(_content: Self.part(markedValueLabels) ?? AnyView(EmptyView())))
        return style?.makeBody(configuration) ?? AnyView(DefaultGaugeStyle().makeBody(configuration: configuration))
    }

    /// A label the gauge was given, nil for none or an `EmptyView`.
    private static func part<V: View>(_ view: V?) -> AnyView? {
        guard let view, !(view is EmptyView) else { return nil }
        return AnyView(view)
    }

    /// `(value - lower) / (upper - lower)` clamped to 0...1; 0 for NaN or a range of zero width.
    static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
        let span = bounds.upperBound - bounds.lowerBound
        guard span > 0, !value.isNaN else { return 0 }
        return Double(min(1, max(0, (value - bounds.lowerBound) / span)))
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds` with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, in: bounds), label: label(), currentValueLabel: nil,
                  minimumValueLabel: nil, maximumValueLabel: nil, markedValueLabels: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds` with a label and the value in words.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Self.fraction(value, in: bounds), label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: nil, maximumValueLabel: nil, markedValueLabels: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds` with a label, the value in words and labels for both ends.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(fraction: Self.fraction(value, in: bounds), label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), markedValueLabels: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge of `value` in `bounds` with a label, the value in words and marked values.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(fraction: Self.fraction(value, in: bounds), label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: nil, maximumValueLabel: nil, markedValueLabels: markedValueLabels())
    }
}
