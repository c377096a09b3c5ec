import Foundation
import LunaparkCore

/// How gauges are drawn (SwiftUI's `GaugeStyle`); set with `.gaugeStyle(_:)`.
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// The view a gauge in this style is drawn as.
    associatedtype Body: View
    /// The gauge as `configuration` describes it.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a gauge passes to its style.
    typealias Configuration = GaugeStyleConfiguration
}

/// What a gauge passes to its style (SwiftUI's `GaugeStyleConfiguration`).
public struct GaugeStyleConfiguration {
    /// What the gauge measures, as a view of its own.
    public struct Label: _StyledPart {
        public let _content: AnyView
    }
    /// The gauge's value in words, as a view of its own.
    public struct CurrentValueLabel: _StyledPart {
        public let _content: AnyView
    }
    /// The label of one end of the gauge, as a view of its own.
    public struct MarkedValueLabel: _StyledPart {
        public let _content: AnyView
    }
    /// The labels of marked values, as one view.
    public struct MarkedValueLabels: _StyledPart {
        public let _content: AnyView
    }

    /// Where the value lies in the gauge's range, 0...1 (0 at the lower bound).
    public var value: Double
    /// What the gauge measures.
    public var label: Label
    /// The value in words, nil without one.
    public var currentValueLabel: CurrentValueLabel?
    /// The label of the lower bound, nil without one.
    public var minimumValueLabel: MarkedValueLabel?
    /// The label of the upper bound, nil without one.
    public var maximumValueLabel: MarkedValueLabel?
    /// The labels of marked values (an `EmptyView` without them).
    public var markedValues: MarkedValueLabels
}

extension GaugeStyleConfiguration.Label: ListContent {}
extension GaugeStyleConfiguration.CurrentValueLabel: ListContent {}
extension GaugeStyleConfiguration.MarkedValueLabel: ListContent {}
extension GaugeStyleConfiguration.MarkedValueLabels: ListContent {}

private struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: AnyStyle<GaugeStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    /// The style of gauges in the subtree (nil: `.automatic`).
    var gaugeStyle: AnyStyle<GaugeStyleConfiguration>? {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of gauges in this view (SwiftUI's `gaugeStyle(_:)`).
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\.gaugeStyle, .hosted(style) { AnyView($0.makeBody(configuration: $1)) })
    }
}
