import Foundation
import LunaparkCore

/// A control that performs an action when pressed and released inside it
/// (SwiftUI's `Button`). Its look and the way it recognizes presses come from
/// the `.buttonStyle(_:)` in force (`.automatic` without one: the label in the
/// tint colour, dimmed while pressed).
///
/// With a `ButtonStyle` or a built-in style, a release counts if it lands
/// inside the button's frame or less than 20 points outside it; dragging
/// further away ends the pressed look, and releasing there cancels. Under
/// `disabled(true)` the button is drawn at 40 % opacity and its action never runs.
/// With a `keyboardShortcut(_:modifiers:)`, pressing the shortcut runs the action too.
public struct Button<Label: View>: View {
    let action: @MainActor () -> Void
    let label: Label
    let role: ButtonRole?
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.buttonStyle) private var style

    /// A button drawn as `label` that runs `action` when pressed.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role (`.destructive` draws the built-in styles in red).
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    public var body: some View {
        let enabled = isEnabled
        let action = self.action
        let configuration = PrimitiveButtonStyleConfiguration(
            role: role, label: ButtonStyleConfiguration.Label(_content: AnyView(label)),
            action: { if enabled { action() } })
        let styled = style?.makeBody(configuration) ?? AnyView(DefaultButtonStyle().makeBody(configuration: configuration))
        return styled.opacity(isEnabled ? 1 : 0.4)
            .modifier(_KeyboardShortcutAction(perform: { configuration.trigger() }))
    }
}

extension Button where Label == Text {
    /// A button with a text label.
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button with a text label and a role.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == LunaparkGraph.Label<Text, Image> {
    /// A button labelled with a title and a symbol (drawn as `Label` draws them).
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { LunaparkGraph.Label(title, systemImage: systemImage) }
    }

    /// A button labelled with a title and a symbol, with a role.
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?,
                                   action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { LunaparkGraph.Label(title, systemImage: systemImage) }
    }

    /// A button labelled with a title and an image from `Assets/Images`.
    public init<S: StringProtocol>(_ title: S, image: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { LunaparkGraph.Label(title, image: image) }
    }
}
