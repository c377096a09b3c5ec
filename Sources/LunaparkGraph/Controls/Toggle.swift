import Foundation
import LunaparkCore

/// A control that toggles between on and off (SwiftUI's `Toggle`), drawn and
/// operated by the `.toggleStyle(_:)` in force: by default a label with a
/// switch at the trailing end (`SwitchToggleStyle`). With a `keyboardShortcut(_:modifiers:)`,
/// pressing the shortcut flips it (unless it is disabled).
public struct Toggle<Label: View>: View {
    @Binding var isOn: Bool
    let label: Label
    @Environment(\.toggleStyle) private var style

    /// A toggle bound to `isOn`, with `label` on its leading side.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        _isOn = isOn
        self.label = label()
    }

    public var body: some View {
        let configuration = ToggleStyleConfiguration(label: .init(_content: AnyView(label)), isOn: $isOn, isMixed: false)
        let isOn = $isOn
        return (style?.makeBody(configuration) ?? AnyView(DefaultToggleStyle().makeBody(configuration: configuration)))
            .modifier(_KeyboardShortcutAction(perform: { isOn.wrappedValue.toggle() }))
    }
}

extension Toggle where Label == Text {
    /// A toggle labelled with `title`, shown as it is (there is no localization).
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == LunaparkGraph.Label<Text, Image> {
    /// A toggle labelled with a title and a symbol.
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { LunaparkGraph.Label(title, systemImage: systemImage) }
    }
}
