import Foundation
import LunaparkCore

extension Text {
    /// What `init(_: Image)` shows inside a text.
    enum InlineImage: Hashable, Sendable {
        /// `Image(systemName:)`: the symbol's Material Icons glyph (see `SystemSymbolTable`).
        case symbol(String)
        /// A bitmap or a named image, which Lunapark cannot place in a line of text.
        case unsupported
    }

    /// A text showing `image` as a glyph in its line, to be joined with other text by `+`
    /// (`Text(Image(systemName: "star.fill")) + Text(" Favorites")`), as SwiftUI's `Text(_: Image)`.
    ///
    /// A symbol image is its Material Icons glyph set in the text's font size and drawn in its
    /// colour, sitting on the baseline (its em square's bottom on the baseline, as the icon
    /// font's metrics place it). A symbol the table does not know shows nothing and logs
    /// "No symbol named '…' found in system symbol set" once, as `Image(systemName:)` does.
    /// Bitmap and asset images are not drawn inside text in Lunapark: they show nothing and
    /// log one line saying so.
    public init(_ image: Image) {
        if case .symbol(let name) = image.source {
            string = SystemSymbolTable.glyph(named: name) ?? ""
            inlineImage = .symbol(name)
        } else {
            string = ""
            inlineImage = .unsupported
        }
        spans = []
    }
}
