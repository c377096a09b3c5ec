import Foundation
import LunaparkCore

/// The label on the leading side, a switch on the trailing side (SwiftUI's
/// `SwitchToggleStyle`, `.switch`, the default on iOS).
///
/// The toggle takes the whole width it is offered (a `Spacer` sits between
/// the label and the switch); the switch is 51 x 31 points, filled with the
/// tint when on (green without one, as on iOS) and white 0.85 when off, its
/// 27-point knob 2 points from the ends. A tap anywhere on the toggle flips
/// the value inside `withAnimation(.snappy(duration: 0.25))`. A disabled
/// toggle ignores taps but, unlike `Button` and `Slider`, is not drawn dimmed.
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?

    /// The switch style, tinted by the environment's `tint(_:)` (green without one).
    public init() { tint = nil }

    /// The switch style filled with `tint` when on (deprecated in SwiftUI for `tint(_:)`).
    public init(tint: Color) { self.tint = tint }

    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggle(configuration: configuration, styleTint: tint)
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A label and a switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

/// The view of `SwitchToggleStyle`.
private struct SwitchToggle: View {
    let configuration: ToggleStyleConfiguration
    let styleTint: Color?
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        let isOn = configuration.isOn
        return HStack {
            if !labelsHidden {
                configuration.label
                Spacer()
            }
            Capsule()
                .fill(isOn ? (styleTint ?? tint ?? .green) : Color(white: 0.85))
                .frame(width: 51, height: 31)
                .overlay(alignment: .leading) {
                    Circle().fill(Color.white)
                        .shadow(color: Color(white: 0, opacity: 0.2), radius: 2, y: 1)
                        .frame(width: 27, height: 27)
                        .offset(x: isOn ? 22 : 2)
                }
        }
        .gesture(TapGesture().onEnded {
            guard isEnabled else { return }
            withAnimation(.snappy(duration: 0.25)) { configuration.isOn.toggle() }
        })
    }
}
