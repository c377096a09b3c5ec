import Foundation
import LunaparkCore

/// An open ring with a marker at the value (SwiftUI's
/// `AccessoryCircularGaugeStyle`, `.accessoryCircular`): 58 points wide, a
/// 270-degree ring 6 points wide in the tint (the accent colour without one) at
/// 30 % opacity, open at the bottom, from 135 degrees (bottom left) clockwise;
/// a 6-point tinted dot in a white ring marks the value. The current-value
/// label (the label without one) is in the centre; the minimum and maximum
/// labels sit in the opening at its two ends, or, without them and with a
/// current-value label, the label sits in the opening.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// The accessory circular style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _CircularGaugeBody(configuration: configuration, isCapacity: false)
    }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// An open ring with a marker at the value.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

/// A closed ring filled clockwise from 12 o'clock up to the value (SwiftUI's
/// `AccessoryCircularCapacityGaugeStyle`, `.accessoryCircularCapacity`): 58
/// points wide, a 6-point ring of the tint at 30 % opacity, filled with the
/// tint with round ends; the current-value label (the label without one) in
/// the centre.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// The accessory circular capacity style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _CircularGaugeBody(configuration: configuration, isCapacity: true)
    }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A closed ring filling clockwise.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
        AccessoryCircularCapacityGaugeStyle()
    }
}

/// The body of the two circular styles.
struct _CircularGaugeBody: View {
    let configuration: GaugeStyleConfiguration
    let isCapacity: Bool
    @Environment(\.tint) private var tint

    static var side: CGFloat { 58 }
    static var lineWidth: CGFloat { 6 }

    var body: some View {
        let color = tint ?? .accentColor
        let w = Self.lineWidth
        let value = configuration.value
        return ZStack {
            if isCapacity {
                _GaugeArc(fraction: 1, startAngle: -90, sweep: 360, lineWidth: w).stroke(color.opacity(0.3), lineWidth: w)
                _GaugeArc(fraction: value, startAngle: -90, sweep: 360, lineWidth: w)
                    .stroke(color, style: StrokeStyle(lineWidth: w, lineCap: .round))
            } else {
                _GaugeArc(fraction: 1, startAngle: 135, sweep: 270, lineWidth: w)
                    .stroke(color.opacity(0.3), style: StrokeStyle(lineWidth: w, lineCap: .round))
                _GaugeRingMarker(fraction: value, startAngle: 135, sweep: 270, lineWidth: w + 4).fill(Color.white)
                _GaugeRingMarker(fraction: value, startAngle: 135, sweep: 270, lineWidth: w + 4, inset: 2).fill(color)
            }
            centre.font(.system(size: 15, weight: .medium)).lineLimit(1).minimumScaleFactor(0.5)
                .padding(.horizontal, w + 4)
            if !isCapacity { opening.font(.system(size: 9)).lineLimit(1) }
        }
        .frame(width: Self.side, height: Self.side)
    }

    @ViewBuilder private var centre: some View {
        if let current = configuration.currentValueLabel { current } else { configuration.label }
    }

    /// The labels in the ring's opening at the bottom.
    @ViewBuilder private var opening: some View {
        if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
            HStack(spacing: 0) {
                if let minimum = configuration.minimumValueLabel { minimum }
                Spacer(minLength: 2)
                if let maximum = configuration.maximumValueLabel { maximum }
            }
            .padding(.horizontal, 6)
            .frame(maxHeight: .infinity, alignment: .bottom)
        } else if configuration.currentValueLabel != nil {
            configuration.label.frame(maxHeight: .infinity, alignment: .bottom)
        }
    }
}
