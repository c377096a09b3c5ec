import Foundation

/// The key for a localized string (SwiftUI's `LocalizedStringKey`), as `Text`,
/// scene and navigation titles take it. Lunapark has no string tables, so the
/// text shown is the key itself, with interpolated values written in: what
/// SwiftUI shows when a key has no translation.
///
/// `Text` renders the key's inline Markdown (see `Text.init(_:tableName:bundle:comment:)`);
/// interpolated values are inserted as they are, never read as Markdown, as in SwiftUI
/// where they fill the format's `%@` after the format was parsed.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The text of the key, interpolations included.
    let key: String
    /// The key as Markdown source: literal parts as written, interpolated values escaped.
    let markdownSource: String

    /// Creates a key from a string (its Markdown is rendered by `Text`).
    public init(_ value: String) { key = value; markdownSource = value }

    /// Creates a key from a string literal.
    public init(stringLiteral value: String) { key = value; markdownSource = value }

    /// Creates a key from an interpolated literal.
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.text
        markdownSource = stringInterpolation.markdownSource
    }

    public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool {
        lhs.markdownSource == rhs.markdownSource
    }

    /// The literal's text and values, in order.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        var markdownSource = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 8 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            text += literal
            markdownSource += literal
        }

        /// Appends a value as `String(describing:)` writes it.
        public mutating func appendInterpolation<T>(_ value: T) {
            appendValue(String(describing: value))
        }

        /// Appends a number formatted with a printf-style `specifier` such as `"%.1f"`, `"%d"`
        /// or `"%05.2f"`, as SwiftUI's `appendInterpolation(_:specifier:)` does. A specifier
        /// that is not exactly one conversion for that kind of number (floating point: `aeEfFgG`;
        /// integers: `dioxXuc`, with any flags, width, precision and length) is not handed to
        /// `String(format:)`, where a wrong one reads memory that is not there: the value is
        /// then written as `String(describing:)` writes it.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            if FormatSpecifier.isSingleConversion(specifier, of: T._conversions) {
                appendValue(String(format: specifier, value._arg))
            } else {
                appendValue(String(describing: value))
            }
        }

        /// Appends `input` formatted by a Foundation format style (iOS 15's
        /// `"\(price, format: .currency(code: "EUR"))"`), in the style's own locale (the
        /// current one unless the style sets another; SwiftUI uses the environment's).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
            where F.FormatOutput == String {
            appendValue(format.format(input))
        }

        /// Appends an interpolated value's text, escaped so that it is never read as Markdown.
        private mutating func appendValue(_ described: String) {
            text += described
            for character in described {
                // A backslash before ASCII punctuation makes it literal (CommonMark 2.4).
                if character.isASCII, character.isMarkdownPunctuation { markdownSource.append("\\") }
                markdownSource.append(character)
            }
        }
    }
}
