import Foundation
import LunaparkCore

extension TextField {
    /// A field editing `text` whose text wraps and which grows a line at a time when `axis` is
    /// `.vertical` (one line, as `init(text:prompt:label:)`, when `.horizontal`); `prompt` is
    /// shown while empty, `label` names it.
    ///
    /// A vertical field is one line high when empty and grows with its wrapped text; a
    /// `lineLimit(_:)` on it caps its height at that many lines, past which it keeps its height
    /// and scrolls its lines to keep the caret's line in view; `lineLimit(2...4)` also reserves
    /// two lines' height from the start, and `lineLimit(3, reservesSpace: true)` three. Return
    /// inserts a line break and does not run `onSubmit` actions, as a vertical field does on iOS
    /// (on macOS, Return submits and Option-Return breaks the line).
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label)
        self.axis = axis
    }

    /// The field on as many lines as its text wraps to, bounded by the environment's line limit.
    var verticalField: some View {
        let request = focusRequest
        let input = _TextInputModifier(
            text: $text, cursor: $cursor, isFocused: focusBinding, textInset: 0, isSecure: false,
            font: (font ?? .body).resolved(at: dynamicTypeSize), onSubmit: {}, requestedFocus: request?.isRequested(),
            lines: .multiple(top: 0), caretColor: tint ?? .accentColor,
            caretOffset: isFocused ? min(cursor, text.count) : nil, visibleLineLimit: lineLimit)
        return ZStack(alignment: .topLeading) {
            if text.isEmpty {
                Group {
                    if let prompt { prompt } else { label }
                }
                .foregroundStyle(Color(white: 0.7))
            }
            // An empty field keeps one line's height for the caret.
            Text(verbatim: text.isEmpty ? " " : text)
        }
        // The field scrolls past its limit rather than cutting its text short.
        .environment(\.lineLimit, nil)
        .frame(maxWidth: .infinity, alignment: .topLeading)
        .modifier(input)
        .clipped()
        .modifier(TextFieldChrome(bordered: style == .roundedBorder))
    }
}

extension TextField where Label == Text {
    /// A vertical (wrapping, growing) or horizontal field editing `text`, with `title` as its
    /// placeholder (see `init(text:prompt:axis:label:)`).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, axis: axis) { Text(title) }
    }

    /// A vertical or horizontal field editing `text`, named `title`, showing `prompt` while empty.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(title) }
    }
}
