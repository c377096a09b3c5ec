import Foundation
import LunaparkCore

/// A button drawn as its label in the tint colour, with no border or fill
/// (SwiftUI's `BorderlessButtonStyle`, `.borderless`). While pressed the label
/// is drawn at 35 % opacity; after the release it fades back over 0.2 s.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The borderless style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _ButtonStyleHost(style: BorderlessLook(), configuration: configuration)
    }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// Buttons drawn as their tinted label (see `BorderlessButtonStyle`).
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

/// The pressed and idle look of `BorderlessButtonStyle`.
private struct BorderlessLook: ButtonStyle {
    @Environment(\.tint) private var tint

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(buttonTint(role: configuration.role, tint: tint))
            .opacity(configuration.isPressed ? pressedLabelOpacity : 1)
            .animation(configuration.isPressed ? nil : buttonReleaseAnimation, value: configuration.isPressed)
    }
}
