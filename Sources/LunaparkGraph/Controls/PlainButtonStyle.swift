import Foundation
import LunaparkCore

/// A button drawn as its label as it is, in the foreground style rather than
/// the tint (SwiftUI's `PlainButtonStyle`, `.plain`). While pressed the label is
/// drawn at 35 % opacity; after the release it fades back over 0.2 s.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// The plain style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _ButtonStyleHost(style: PlainLook(), configuration: configuration)
    }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// Buttons drawn as their label, untinted (see `PlainButtonStyle`).
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// The pressed and idle look of `PlainButtonStyle`.
private struct PlainLook: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .opacity(configuration.isPressed ? pressedLabelOpacity : 1)
            .animation(configuration.isPressed ? nil : buttonReleaseAnimation, value: configuration.isPressed)
    }
}
