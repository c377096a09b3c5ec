import Foundation

/// The key for a localized string (SwiftUI's `LocalizedStringKey`), as scene
/// titles take it. Lunapark has no string tables, so the text shown is the
/// key itself, with interpolated values written in: what SwiftUI shows when a
/// key has no translation.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The text of the key, interpolations included.
    let key: String

    /// Creates a key from a string.
    public init(_ value: String) { key = value }

    /// Creates a key from a string literal.
    public init(stringLiteral value: String) { key = value }

    /// Creates a key from an interpolated literal.
    public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.text }

    /// The literal's text and values, in order.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 8 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) { text += literal }

        /// Appends a value as `String(describing:)` writes it.
        public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
    }
}
