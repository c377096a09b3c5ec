import Foundation
import LunaparkCore

/// A line of editable text (SwiftUI's `TextField`), as wide as it is offered.
///
/// A press focuses it and puts the cursor at the nearest character boundary;
/// typed text is inserted at the cursor, and the editing keys of
/// `TextInputNode.handleEditingKey(_:)` work (Delete, Forward Delete, the
/// arrows, Home, End; Return runs `onSubmit` actions and `onCommit`). The
/// cursor is a steady 2-point bar in the tint colour (it does not blink);
/// selecting with the mouse is not provided. While empty, the field shows its
/// prompt (or title) in grey (white 0.7). The field keeps the focus until
/// another field is pressed, a `@FocusState` tied to it with `focused(_:)` or
/// `focused(_:equals:)` moves the focus, or it leaves the screen.
public struct TextField<Label: View>: View {
    @Binding var text: String
    let label: Label
    let prompt: Text?
    let onEditingChanged: @MainActor (Bool) -> Void
    let onCommit: @MainActor () -> Void
    /// True for a `SecureField`: each character is drawn as a bullet.
    var isSecure = false
    /// `.vertical`: the text wraps and the field grows line by line (`init(_:text:axis:)`).
    var axis = Axis.horizontal
    @State var cursor = 0
    @State var isFocused = false
    @Environment(\.textFieldStyle) var style
    @Environment(\.tint) var tint
    @Environment(\.font) var font
    @Environment(\.dynamicTypeSize) var dynamicTypeSize
    @Environment(\.submitActions) private var submitActions
    @Environment(\.focusRequest) var focusRequest
    @Environment(\.lineLimit) var lineLimit

    /// A field editing `text`, showing `prompt` while empty; `label` names it (shown
    /// as the placeholder when there is no prompt, as on iOS).
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        _text = text
        self.label = label()
        self.prompt = prompt
        self.onEditingChanged = { _ in }
        self.onCommit = {}
    }

    public var body: some View {
        if axis == .vertical { verticalField } else { singleLineField }
    }

    /// A focus binding that reports changes to `onEditingChanged` and a `focused` modifier.
    var focusBinding: Binding<Bool> {
        let request = focusRequest
        let onEditingChanged = self.onEditingChanged
        return Binding(get: { isFocused }, set: { focused in
            if focused != isFocused {
                onEditingChanged(focused)
                request?.report(focused)
            }
            isFocused = focused
        })
    }

    /// The field on one line, scrolled sideways by nothing (as wide as it is offered).
    private var singleLineField: some View {
        let bordered = style == .roundedBorder
        let inset = TextFieldChrome.inset(bordered: bordered)
        let string = isSecure ? String(repeating: "•", count: text.count) : text
        let at = min(max(0, cursor), string.count)
        let submit = submitActions
        let onCommit = self.onCommit
        let request = focusRequest
        return HStack(spacing: 0) {
            ZStack(alignment: .leading) {
                if string.isEmpty {
                    Group {
                        if let prompt { prompt } else { label }
                    }
                    .foregroundStyle(Color(white: 0.7))
                }
                HStack(spacing: 0) {
                    Text(verbatim: String(string.prefix(at)))
                        .overlay(alignment: .trailing) {
                            Rectangle().fill(tint ?? .accentColor)
                                .frame(width: 2)
                                .offset(x: 1)
                                .opacity(isFocused ? 1 : 0)
                        }
                    Text(verbatim: String(string.dropFirst(at)))
                }
            }
            Spacer(minLength: 0)
        }
        .modifier(TextFieldChrome(bordered: bordered))
        .modifier(_TextInputModifier(
            text: $text, cursor: $cursor, isFocused: focusBinding, textInset: inset, isSecure: isSecure,
            font: (font ?? .body).resolved(at: dynamicTypeSize),
            onSubmit: {
                for action in submit.reversed() { action() }
                onCommit()
            },
            requestedFocus: request?.isRequested()))
    }
}

extension TextField where Label == Text {
    /// A field editing `text`, with `title` as its placeholder.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text) { Text(title) }
    }

    /// A field editing `text`, named `title`, showing `prompt` while empty.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }

    /// A field editing `text` that reports when editing starts and ends and when
    /// Return is pressed (deprecated in SwiftUI for `onSubmit` and focus state).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>,
                                   onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
                                   onCommit: @escaping @MainActor () -> Void = {}) {
        _text = text
        self.label = Text(title)
        self.prompt = nil
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }
}
