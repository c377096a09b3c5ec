import Foundation
import LunaparkCore

/// A text field whose characters are drawn as bullets (SwiftUI's
/// `SecureField`): typing, the cursor and the editing keys work as in
/// `TextField`, which draws it.
public struct SecureField<Label: View>: View {
    @Binding var text: String
    let label: Label
    let prompt: Text?

    /// A field editing `text`, showing `prompt` (or `label`) while empty.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        _text = text
        self.label = label()
        self.prompt = prompt
    }

    public var body: some View {
        var field = TextField(text: $text, prompt: prompt) { label }
        field.isSecure = true
        return field
    }
}

extension SecureField where Label == Text {
    /// A field editing `text`, with `title` as its placeholder.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text) { Text(title) }
    }

    /// A field editing `text`, named `title`, showing `prompt` while empty.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}
