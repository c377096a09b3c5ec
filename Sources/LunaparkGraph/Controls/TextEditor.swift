import Foundation
import LunaparkCore

/// A view that edits several lines of text (SwiftUI's `TextEditor`), as large as it is offered.
///
/// The text wraps at the editor's width, inset 5 points at the sides and 8 at the top
/// (UITextView's line fragment padding and text container inset), on the system background
/// (see `scrollContentBackground(_:)`). A press focuses it and
/// puts the cursor at the nearest character boundary; typing inserts at the cursor, Return
/// inserts a line break, and the editing keys of `TextField` work, with the up and down
/// arrows moving between lines. The cursor is a steady 2-point bar in the tint colour.
/// `focused(_:)` ties it to a `@FocusState`, as a text field. `onSubmit` is not run (Return
/// is a line break, as on iOS).
public struct TextEditor: View {
    @Binding var text: String
    @State private var cursor = 0
    @State private var isFocused = false
    @Environment(\.tint) private var tint
    @Environment(\.font) private var font
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.focusRequest) private var focusRequest

    /// An editor of `text`.
    public init(text: Binding<String>) {
        _text = text
    }

    public var body: some View {
        let request = focusRequest
        let focusBinding = Binding(get: { isFocused }, set: { focused in
            if focused != isFocused { request?.report(focused) }
            isFocused = focused
        })
        // An empty editor keeps one line's height for the caret.
        return Text(verbatim: text.isEmpty ? " " : text)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .padding(.horizontal, TextEditorMetrics.sideInset)
            .padding(.vertical, TextEditorMetrics.topInset)
            .background { _ScrollContentBackground() }
            .contentShape(Rectangle())
            .modifier(_TextInputModifier(
                text: $text, cursor: $cursor, isFocused: focusBinding, textInset: TextEditorMetrics.sideInset,
                isSecure: false, font: (font ?? .body).resolved(at: dynamicTypeSize), onSubmit: {},
                requestedFocus: request?.isRequested(), lines: .multiple(top: TextEditorMetrics.topInset),
                caretColor: tint ?? .accentColor, caretOffset: isFocused ? min(cursor, text.count) : nil))
    }
}

/// UITextView's insets, which `TextEditor` keeps.
enum TextEditorMetrics {
    /// The line fragment padding at each side, in points.
    static let sideInset: CGFloat = 5
    /// The text container inset at the top and bottom, in points.
    static let topInset: CGFloat = 8
}
