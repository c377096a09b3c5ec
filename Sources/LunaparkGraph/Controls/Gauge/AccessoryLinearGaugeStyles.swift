import Foundation
import LunaparkCore

/// A bar with a marker at the value (SwiftUI's `AccessoryLinearGaugeStyle`,
/// `.accessoryLinear`, made for widgets and complications): a 6-point track of
/// the tint (the accent colour without one) at 30 % opacity, a 10-point dot of
/// the tint in a white ring at the value; the minimum and maximum labels beside
/// the track's ends in the second caption font; the label and the current-value
/// label (grey) in a caption row above it.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// The accessory linear style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _LinearGaugeBody(configuration: configuration, kind: .accessory)
    }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A bar with a marker at the value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

/// A bar that fills from the leading edge, for widgets and complications
/// (SwiftUI's `AccessoryLinearCapacityGaugeStyle`, `.accessoryLinearCapacity`):
/// laid out as `AccessoryLinearGaugeStyle`, its track filled with the tint up
/// to the value instead of carrying a marker.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// The accessory linear capacity style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _LinearGaugeBody(configuration: configuration, kind: .accessoryCapacity)
    }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A small bar filling from the leading edge.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
        AccessoryLinearCapacityGaugeStyle()
    }
}
