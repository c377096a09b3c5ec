import Foundation
import LunaparkCore

/// How a text's lines are set as a whole (Lunapark's, for renderers): the spacing
/// between lines and where an ellipsis goes, from `lineSpacing(_:)` and `truncationMode(_:)`.
public struct TextParagraphStyle: Hashable, Sendable {
    /// Points added between lines (pango's layout spacing); 0 by default.
    public var lineSpacing: CGFloat
    /// Where an ellipsis replaces what does not fit.
    public var truncationMode: Text.TruncationMode

    public init(lineSpacing: CGFloat = 0, truncationMode: Text.TruncationMode = .tail) {
        self.lineSpacing = lineSpacing
        self.truncationMode = truncationMode
    }

    /// The default: no added spacing, truncated at the end.
    public static let standard = TextParagraphStyle()
}
