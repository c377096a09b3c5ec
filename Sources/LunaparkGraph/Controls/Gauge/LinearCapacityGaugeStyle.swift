import Foundation
import LunaparkCore

/// A bar that fills from the leading to the trailing edge as the value grows
/// (SwiftUI's `LinearCapacityGaugeStyle`, `.linearCapacity`): as wide as
/// offered, 6 points tall, a capsule of white 0.9 filled with the tint (the
/// accent colour without one). The label is above it on the leading side, the
/// current-value label on the trailing side of the same row in grey; the
/// minimum and maximum labels under the bar's two ends, in the caption font
/// and grey.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// The linear capacity style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _LinearGaugeBody(configuration: configuration, kind: .capacity)
    }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar filling from the leading edge.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

/// The default gauge style (SwiftUI's `DefaultGaugeStyle`, `.automatic`):
/// on iOS, and in Lunapark, the linear capacity style.
public struct DefaultGaugeStyle: GaugeStyle {
    /// The default style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _LinearGaugeBody(configuration: configuration, kind: .capacity)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The platform's gauge: a capacity bar.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

/// The body of the three linear styles.
struct _LinearGaugeBody: View {
    enum Kind { case capacity, accessory, accessoryCapacity }
    let configuration: GaugeStyleConfiguration
    let kind: Kind
    @Environment(\.tint) private var tint

    var body: some View {
        let color = tint ?? .accentColor
        let isAccessory = kind != .capacity
        return VStack(alignment: .leading, spacing: isAccessory ? 3 : 4) {
            HStack {
                configuration.label
                Spacer(minLength: 8)
                if let value = configuration.currentValueLabel { value.foregroundStyle(Color.gray) }
            }
            .font(isAccessory ? .caption : nil)
            if isAccessory {
                HStack(spacing: 4) {
                    if let minimum = configuration.minimumValueLabel { minimum }
                    bar(color)
                    if let maximum = configuration.maximumValueLabel { maximum }
                }
                .font(.caption2)
            } else {
                bar(color)
                if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
                    HStack {
                        if let minimum = configuration.minimumValueLabel { minimum }
                        Spacer(minLength: 8)
                        if let maximum = configuration.maximumValueLabel { maximum }
                    }
                    .font(.caption)
                    .foregroundStyle(Color.gray)
                }
            }
        }
    }

    /// The track and what shows the value on it.
    @ViewBuilder private func bar(_ color: Color) -> some View {
        switch kind {
        case .capacity:
            ZStack(alignment: .leading) {
                Capsule().fill(Color(white: 0.9))
                _GaugeBarFill(fraction: configuration.value).fill(color)
            }
            .frame(height: 6)
        case .accessoryCapacity:
            ZStack(alignment: .leading) {
                Capsule().fill(color.opacity(0.3))
                _GaugeBarFill(fraction: configuration.value).fill(color)
            }
            .frame(height: 6)
        case .accessory:
            // The marker (10 points, a white ring around a tinted dot) overhangs the 6-point track.
            ZStack {
                Capsule().fill(color.opacity(0.3)).frame(height: 6).padding(.horizontal, 2)
                _GaugeLinearMarker(fraction: configuration.value).fill(Color.white)
                _GaugeLinearMarker(fraction: configuration.value, inset: 2).fill(color)
            }
            .frame(height: 10)
        }
    }
}
