import Foundation
import LunaparkCore

/// A view that displays one or more lines of read-only text (SwiftUI's `Text`).
///
/// Text is measured and drawn with pango. Without a width proposal it takes
/// its ideal, one-line-per-paragraph size; with one it wraps to that width.
/// The font comes from `.font(_:)` on the text or in the environment
/// (default `.body`, 17 points), the colour from the foreground style.
///
/// A string literal is a `LocalizedStringKey`, and its inline Markdown is
/// rendered as SwiftUI renders it (`**bold**`, `*italic*`, code between backquotes,
/// `~~strike~~`, `[link](url)`; see `init(_:tableName:bundle:comment:)`);
/// a `String` value and `init(verbatim:)` are shown as they are.
public struct Text: View, Equatable {
    public typealias Body = Never

    /// What is shown, without markup.
    let string: String
    /// Styled stretches of `string` (from Markdown), in order.
    let spans: [TextSpan]
    var font: Font?
    var color: Color?
    var weight: Font.Weight?
    var design: Font.Design?
    var isItalic = false
    /// `monospaced()`: the monospaced design whatever design the font ends up with.
    var isMonospaced = false
    var isMonospacedDigit = false
    /// Kerning, tracking, baseline offset, underline and strikethrough set on this text.
    var typography = TextTypography()
    var width: Font.Width?
    /// The style of `foregroundStyle(_:)` on this text (before `color`).
    var style: AnyShapeStyle?
    /// Values of `customAttribute(_:)`, for text renderers. `nonisolated(unsafe)`: `AnyHashable`
    /// is not `Sendable`, and `Text`'s `Equatable` conformance (nonisolated, as SwiftUI's) reads
    /// it; the array is a value copied with the text and only renderers on the main actor read
    /// its elements.
    nonisolated(unsafe) var customAttributes: [AnyHashable] = []
    /// The texts joined by `+`, in order, each keeping its own modifiers (empty: a single text);
    /// `string` is theirs joined.
    var parts: [Text] = []
    /// The image `init(_: Image)` shows inline (nil: a text of characters).
    var inlineImage: InlineImage?
    /// The date `init(_:style:)`, `init(timerInterval:...)` or a date range shows, formatted
    /// when the text is resolved (nil: `string` is shown).
    var dateContent: TextDateContent?

    /// Text showing `content` as it is (no Markdown: a `String` variable is never
    /// parsed, as in SwiftUI). A string literal chooses `init(_:tableName:bundle:comment:)`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { string = String(content); spans = [] }

    /// Text showing `content` as it is, Markdown characters included.
    public init(verbatim content: String) { string = content; spans = [] }

    /// Text showing `input` formatted by a Foundation format style (iOS 15:
    /// `Text(price, format: .currency(code: "EUR"))`, `Text(date, format: .dateTime.hour())`),
    /// as it is (no Markdown). The style's own locale is used (the current one unless the style
    /// sets another); SwiftUI formats with the environment's `locale`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }

    /// Text showing the string of `key` with its inline Markdown rendered: `*italic*`
    /// or `_italic_`, `**bold**` or `__bold__`, `~~strikethrough~~`, code between backquotes in
    /// the monospaced design, and `[title](url)` links drawn in the tint colour
    /// (`Color.accentColor` by default); backslash escapes make a character
    /// literal; unmatched markup is shown as typed; whitespace and line breaks are
    /// kept. Block Markdown (headings, lists) stays plain text, as in SwiftUI.
    /// Lunapark has no string tables: `tableName`, `bundle` and `comment` are
    /// accepted for SwiftUI's signature, and the key itself is shown (what SwiftUI
    /// shows for a key without a translation). Links are drawn, not opened when clicked.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
                comment: StaticString? = nil) {
        let markdown = InlineMarkdown(key.markdownSource)
        string = markdown.string
        spans = markdown.spans
    }

    public static func _makeNode(_ view: Text, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        TextNode(parent: parent, graph: graph)
    }

    /// This text set in `font`.
    public func font(_ font: Font?) -> Text { var t = self; t.font = font; return t }
    /// This text in `color`.
    public func foregroundColor(_ color: Color?) -> Text { var t = self; t.color = color; t.style = nil; return t }
    /// This text filled with `style` (a colour, a gradient...), as a `Text` so that it can be
    /// combined further (SwiftUI's `Text.foregroundStyle(_:)`, iOS 17).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var t = self
        t.style = AnyShapeStyle(style)
        t.color = nil
        return t
    }
    /// This text at `weight`, whichever font it ends up with (its own or the
    /// environment's); nil keeps that font's weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text { var t = self; t.weight = weight; return t }
    public func bold() -> Text { fontWeight(.bold) }
    /// This text in `design` (`.serif`, `.rounded`, `.monospaced`), whichever font it ends
    /// up with; nil keeps that font's design.
    public func fontDesign(_ design: Font.Design?) -> Text { var t = self; t.design = design; return t }
    /// This text in bold when `isActive`; otherwise the text unchanged (an
    /// earlier `bold()` or `fontWeight(_:)` stays).
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// This text slanted, whichever font it ends up with (its own or the
    /// environment's).
    public func italic() -> Text { var t = self; t.isItalic = true; return t }
    /// This text slanted when `isActive`; otherwise the text unchanged (an earlier `italic()` stays,
    /// as `bold(_:)` keeps an earlier weight).
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    /// This text in the fixed-width variant of its font when `isActive` (Lunapark's monospaced
    /// design, DejaVu Sans Mono, for every font but a custom one without such a variant, which
    /// is kept as SwiftUI keeps it); `false` leaves the text unchanged.
    public func monospaced(_ isActive: Bool = true) -> Text {
        var t = self
        if isActive { t.isMonospaced = true }
        return t
    }
    /// This text with equal-width digits (tabular figures), whichever font it
    /// ends up with, so a counter does not jitter as it changes.
    public func monospacedDigit() -> Text { var t = self; t.isMonospacedDigit = true; return t }

    /// The font this text is drawn with in `environment`.
    func resolvedFont(in environment: EnvironmentValues) -> Font.Resolved {
        var r = (font ?? environment.font ?? .body).resolved(at: environment.dynamicTypeSize)
        if let weight = weight ?? environment.fontWeight { r.weight = weight }
        if let design = design ?? environment.fontDesign { r.design = design }
        if isMonospaced { r.design = .monospaced }
        if isItalic { r.italic = true }
        if isMonospacedDigit || environment.monospacedDigits { r.monospacedDigits = true }
        if let width = width ?? environment.fontWidth { r.width = width }
        return r
    }
}
