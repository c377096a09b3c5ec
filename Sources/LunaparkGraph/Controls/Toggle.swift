import Foundation
import LunaparkCore

/// A control that toggles between on and off (SwiftUI's `Toggle`): the
/// label on the leading side, a switch on the trailing side; tapping
/// anywhere on it flips the value with a short spring.
public struct Toggle<Label: View>: View {
    @Binding var isOn: Bool
    let label: Label
    @Environment(\.tint) private var tint

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
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}
