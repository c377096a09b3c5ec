import Foundation
import LunaparkCore

/// Runs a `ButtonStyle`: recognizes presses on the styled label and evaluates
/// the style's body again whenever the pressed state changes.
struct _ButtonStyleHost<S: ButtonStyle>: View, StyleHosting {
    let style: S
    var hostedStyle: Any { style }
    let configuration: PrimitiveButtonStyleConfiguration
    @State private var isPressed = false
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        style.makeBody(configuration: ButtonStyleConfiguration(role: configuration.role, label: configuration.label,
                                                               isPressed: isPressed))
            .gesture(_PressGesture(onPressingChanged: { pressed in if isEnabled { isPressed = pressed } },
                                   onRelease: { if isEnabled { configuration.trigger() } }))
    }
}

private struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: AnyStyle<PrimitiveButtonStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    /// The style of buttons in the subtree (nil: `.automatic`).
    var buttonStyle: AnyStyle<PrimitiveButtonStyleConfiguration>? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of buttons (and navigation links) in this view to a
    /// `PrimitiveButtonStyle`, such as `.plain`, `.bordered` or `.borderedProminent`.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, .hosted(style) { AnyView($0.makeBody(configuration: $1)) })
    }

    /// Sets the style of buttons (and navigation links) in this view to a custom
    /// `ButtonStyle`; the buttons recognize presses and pass `isPressed` to it.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, AnyStyle(style) { AnyView(_ButtonStyleHost(style: style, configuration: $0)) })
    }
}
