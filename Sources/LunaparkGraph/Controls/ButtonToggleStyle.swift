import Foundation
import LunaparkCore

/// A toggle drawn as a button that stays pressed while on (SwiftUI's
/// `ButtonToggleStyle`, `.button`): off, the label in the tint on a capsule
/// of the tint at 15 % opacity (as `.bordered`); on, a white label on a
/// capsule filled with the tint (as `.borderedProminent`); 12 points of
/// padding horizontally and 6 vertically. A tap flips the value.
public struct ButtonToggleStyle: ToggleStyle {
    /// The button style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        let isOn = configuration.$isOn
        return Button(action: { isOn.wrappedValue.toggle() }) { configuration.label }
            .buttonStyle(BorderedLookStyle(prominent: configuration.isOn))
    }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle drawn as a button that stays pressed while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// The bordered look as a button style of its own, prominent or not.
private struct BorderedLookStyle: PrimitiveButtonStyle {
    let prominent: Bool

    func makeBody(configuration: Configuration) -> some View {
        _ButtonStyleHost(style: BorderedLook(prominent: prominent), configuration: configuration)
    }
}
