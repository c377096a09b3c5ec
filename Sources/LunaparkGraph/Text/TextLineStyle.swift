import Foundation
import LunaparkCore

extension Text {
    /// How an underline or a strikethrough is drawn (SwiftUI's `Text.LineStyle`): its
    /// pattern and colour.
    ///
    /// Pango draws single solid lines only, so every pattern is drawn solid here
    /// (the difference is listed in the README); the colour is honoured.
    public struct LineStyle: Hashable, Sendable {
        /// The dash pattern of a line (SwiftUI's `Text.LineStyle.Pattern`).
        public enum Pattern: Hashable, Sendable {
            case solid, dot, dash, dashDot, dashDotDot
        }

        public let pattern: Pattern
        /// The line's colour; nil: the text's foreground colour.
        public let color: Color?

        /// A line drawn in `pattern` and `color` (nil: the text's colour).
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()
    }
}
