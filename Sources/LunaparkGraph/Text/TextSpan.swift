import Foundation
import LunaparkCore

/// A styled stretch of a text's string: what inline Markdown such as `**bold**`
/// or code between backquotes turns into, and what the renderer turns into pango attributes.
///
/// Ranges are UTF-8 byte offsets into the string the span belongs to (pango
/// indexes attributes by UTF-8 bytes), half-open; spans of one text do not
/// overlap and are in string order.
public struct TextSpan: Sendable, Hashable {
    /// Styles set on top of the text's font.
    public struct Traits: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The bold weight, whatever the text's font weight (Markdown `**strong**`).
        public static let bold = Traits(rawValue: 1 << 0)
        /// Slanted (Markdown `*emphasis*`).
        public static let italic = Traits(rawValue: 1 << 1)
        /// The monospaced design at the text's size (Markdown code between backquotes).
        public static let monospaced = Traits(rawValue: 1 << 2)
        /// A line through the middle (Markdown `~~strikethrough~~`).
        public static let strikethrough = Traits(rawValue: 1 << 3)
        /// A line under the glyphs.
        public static let underline = Traits(rawValue: 1 << 4)
    }

    /// UTF-8 byte offsets of the stretch in its string.
    public var range: Range<Int>
    public var traits: Traits
    /// The stretch's own colour, replacing the text's paint (links take the tint); nil: the text's paint.
    public var color: Color.Resolved?
    /// The destination of a Markdown link (`[title](url)`), nil elsewhere.
    public var link: URL?
    /// Space added after each character, in points (`kerning`, `tracking`, or a negative
    /// amount from `allowsTightening`); 0: the font's own spacing.
    public var letterSpacing: CGFloat = 0
    /// The colour of the `.underline` line; nil: the text's colour.
    public var underlineColor: Color.Resolved?
    /// The colour of the `.strikethrough` line; nil: the text's colour.
    public var strikethroughColor: Color.Resolved?
    /// The stretch's own font, replacing the text's (a part of `Text + Text` that set another
    /// font, size, weight or design, or a symbol's icon font); `traits` apply on top of it.
    /// nil: the text's font.
    public var font: Font.Resolved?
    /// Points the stretch is raised above the text's baseline (negative: lowered), for a part
    /// of `Text + Text` with a `baselineOffset(_:)` of its own; 0: on the baseline.
    public var baselineOffset: CGFloat = 0

    public init(range: Range<Int>, traits: Traits, color: Color.Resolved? = nil, link: URL? = nil) {
        self.range = range
        self.traits = traits
        self.color = color
        self.link = link
    }
}
