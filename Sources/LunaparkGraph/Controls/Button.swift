import Foundation
import LunaparkCore

/// A control that performs an action when pressed and released inside it
/// (SwiftUI's `Button`). The label dims while pressed; the default style
/// draws the label in the tint (accent) colour, `.buttonStyle(.borderedProminent)`
/// on a filled capsule, `.bordered` on a tinted one.
public struct Button<Label: View>: View {
    let action: @MainActor () -> Void
    let label: Label
    @State private var isPressed = false
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint
    @Environment(\.buttonStyleKind) private var style

    /// A button drawn as `label` that runs `action` when a press is released on it.
    ///
    /// The release counts if it lands inside the button's frame or less than 20
    /// points outside it; dragging further away undims the label, and releasing
    /// there cancels. While pressed the button is drawn at 35 % opacity. Under
    /// `disabled(true)` it is drawn at 40 % opacity and receives no presses.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    public var body: some View {
        let color = tint ?? .accentColor
        return styled(label, color: color)
            .opacity(isPressed ? 0.35 : (isEnabled ? 1 : 0.4))
            .gesture(_PressGesture(onPressingChanged: { isPressed = $0 }, onRelease: { if isEnabled { action() } }))
    }

    @ViewBuilder
    private func styled(_ label: Label, color: Color) -> some View {
        switch style {
        case .plain:
            label.foregroundStyle(color)
        case .bordered:
            label.foregroundStyle(color)
                .padding(.horizontal, 12).padding(.vertical, 6)
                .background(color.opacity(0.15), in: Capsule())
        case .borderedProminent:
            label.foregroundStyle(Color.white)
                .padding(.horizontal, 12).padding(.vertical, 6)
                .background(color, in: Capsule())
        }
    }
}

extension Button where Label == Text {
    /// A button with a text label.
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

/// The look of buttons (a subset of SwiftUI's button styles).
public struct ButtonStyleKind: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case plain, bordered, borderedProminent }
    let kind: Kind
    /// The default style; the same as `.plain` here (SwiftUI chooses per platform).
    public static let automatic = ButtonStyleKind(kind: .plain)
    /// The label alone, in the tint colour (the accent colour without `tint(_:)`).
    public static let plain = ButtonStyleKind(kind: .plain)
    /// The label in the tint colour on a capsule of the tint at 15 % opacity,
    /// with 12 points of padding horizontally and 6 vertically.
    public static let bordered = ButtonStyleKind(kind: .bordered)
    /// A white label on a capsule filled with the tint colour, with 12 points of
    /// padding horizontally and 6 vertically.
    public static let borderedProminent = ButtonStyleKind(kind: .borderedProminent)
}

private struct ButtonStyleKey: EnvironmentKey {
    static let defaultValue = ButtonStyleKind.automatic.kind
}

extension EnvironmentValues {
    var buttonStyleKind: ButtonStyleKind.Kind {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of buttons in this view.
    public func buttonStyle(_ style: ButtonStyleKind) -> some View {
        environment(\.buttonStyleKind, style.kind)
    }
}
