import Foundation
import LunaparkCore

extension Text {
    /// Where an ellipsis replaces the text that does not fit (SwiftUI's
    /// `Text.TruncationMode`, set with `truncationMode(_:)`): pango's ellipsize modes
    /// start, end and middle. A text is truncated when its line limit or its proposed
    /// width leaves no room for all of it.
    public enum TruncationMode: Hashable, Sendable {
        /// "…end of the text": the start is dropped.
        case head
        /// "Start of the te…": the end is dropped (the default).
        case tail
        /// "Start…text": the middle is dropped.
        case middle
    }
}
