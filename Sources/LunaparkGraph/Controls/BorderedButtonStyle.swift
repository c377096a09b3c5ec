import Foundation
import LunaparkCore

/// A button drawn as its tinted label on a capsule of the tint at 15 %
/// opacity, with 12 points of padding horizontally and 6 vertically
/// (SwiftUI's `BorderedButtonStyle`, `.bordered`; iOS draws a rounded
/// rectangle of about the same size). `.controlSize(_:)` changes the padding
/// and `.buttonBorderShape(_:)` the shape. While pressed the whole button is drawn
/// at 55 % opacity; after the release it fades back over 0.2 s.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// The bordered style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _ButtonStyleHost(style: BorderedLook(prominent: false), configuration: configuration)
    }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// Buttons on a lightly tinted capsule (see `BorderedButtonStyle`).
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

/// The pressed and idle look of the bordered styles.
struct BorderedLook: ButtonStyle {
    let prominent: Bool
    @Environment(\.tint) private var tint
    @Environment(\.controlSize) private var controlSize
    @Environment(\.buttonBorderShape) private var shape
    @Environment(\.font) private var font

    func makeBody(configuration: Configuration) -> some View {
        let color = buttonTint(role: configuration.role, tint: tint)
        let padding = controlSize.borderedPadding
        let large = controlSize == .large || controlSize == .extraLarge
        return configuration.label
            .font(font ?? (large ? .headline : nil))
            .foregroundStyle(prominent ? Color.white : color)
            .padding(.horizontal, padding.horizontal).padding(.vertical, padding.vertical)
            .background(prominent ? color : color.opacity(0.15), in: _ButtonBorder(shape: shape))
            .opacity(configuration.isPressed ? pressedBorderedOpacity : 1)
            .animation(configuration.isPressed ? nil : buttonReleaseAnimation, value: configuration.isPressed)
    }
}
