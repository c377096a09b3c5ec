import Foundation
import LunaparkCore

/// A control that toggles between on and off (SwiftUI's `Toggle`): the
/// label on the leading side, a switch on the trailing side; tapping
/// anywhere on it flips the value with a short spring.
public struct Toggle<Label: View>: View {
    @Binding var isOn: Bool
    let label: Label
    @Environment(\.tint) private var tint

    /// A toggle bound to `isOn`, with `label` on its leading side.
    ///
    /// The toggle takes the whole width it is offered (a `Spacer` sits between
    /// the label and the switch); the switch is 51 x 31 points, filled with the
    /// tint colour when on (green without `tint(_:)`). A tap anywhere in the
    /// toggle's frame flips the value inside `withAnimation(.snappy(duration: 0.25))`.
    /// A disabled toggle ignores taps but, unlike `Button` and `Slider`, is not
    /// drawn dimmed.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        _isOn = isOn
        self.label = label()
    }

    public var body: some View {
        HStack {
            label
            Spacer()
            Capsule()
                .fill(isOn ? (tint ?? .green) : Color(white: 0.85))
                .frame(width: 51, height: 31)
                .overlay(alignment: .leading) {
                    Circle().fill(Color.white)
                        .shadow(color: Color(white: 0, opacity: 0.2), radius: 2, y: 1)
                        .frame(width: 27, height: 27)
                        .offset(x: isOn ? 22 : 2)
                }
        }
        .gesture(TapGesture().onEnded {
            withAnimation(.snappy(duration: 0.25)) { isOn.toggle() }
        })
    }
}

extension Toggle where Label == Text {
    /// A toggle labelled with `title`, shown as it is (there is no localization).
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}
