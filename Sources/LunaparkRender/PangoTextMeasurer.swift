import Foundation
import LunaparkCore
import LunaparkGraph

/// Measures text with pango exactly as `CairoRenderer` draws it (the graph's
/// `TextMeasuring`), through the `PangoTextEngine` the renderer also uses.
/// Results are cached by (string, font, maxWidth, lineLimit).
@MainActor
public final class PangoTextMeasurer: TextMeasuring {
    /// The engine shared with the renderer that will draw the measured text.
    public let engine: PangoTextEngine
    private var sizes: [Key: CGSize] = [:]
    private let cacheLimit = 4096

    private struct Key: Hashable {
        var string: String
        var font: Font.Resolved
        var maxWidth: CGFloat?
        var lineLimit: Int?
        var spans: [TextSpan]
        var paragraph: TextParagraphStyle
    }

    /// A measurer for text drawn through `engine` (pass the renderer's engine).
    public init(engine: PangoTextEngine) {
        self.engine = engine
    }

    /// The size in points of `string` set in `font`, wrapped at `maxWidth`
    /// points (nil: no wrapping), at most `lineLimit` lines (nil: no limit; a
    /// limit under 1 counts as 1), each dimension rounded up to a whole point.
    /// An empty string measures one line high and zero wide, as pango lays it out.
    public func size(of string: String, font: Font.Resolved, maxWidth: CGFloat?, lineLimit: Int?) -> CGSize {
        size(of: string, spans: [], font: font, maxWidth: maxWidth, lineLimit: lineLimit)
    }

    /// The size of `string` with `spans` styled on top of `font`, rounded up as the plain size is.
    public func size(of string: String, spans: [TextSpan], font: Font.Resolved, maxWidth: CGFloat?,
                     lineLimit: Int?) -> CGSize {
        size(of: string, spans: spans, font: font, paragraph: .standard, maxWidth: maxWidth, lineLimit: lineLimit)
    }

    /// The size of `string` with `spans` in `paragraph`'s line spacing and truncation, rounded up.
    public func size(of string: String, spans: [TextSpan], font: Font.Resolved, paragraph: TextParagraphStyle,
                     maxWidth: CGFloat?, lineLimit: Int?) -> CGSize {
        let key = Key(string: string, font: font, maxWidth: maxWidth, lineLimit: lineLimit, spans: spans,
                      paragraph: paragraph)
        if let known = sizes[key] { return known }
        let exact = engine.measure(string, spans: spans, font: font, paragraph: paragraph,
                                   maxWidth: maxWidth.map { max($0, 0) }, lineLimit: lineLimit)
        let size = CGSize(width: exact.width.rounded(.up), height: exact.height.rounded(.up))
        if sizes.count >= cacheLimit { sizes.removeAll(keepingCapacity: true) }
        sizes[key] = size
        return size
    }

    /// The lines, runs and glyph clusters pango lays `string` out in (see `PangoTextEngine.geometry`).
    public func geometry(of string: String, spans: [TextSpan], font: Font.Resolved, paragraph: TextParagraphStyle,
                         alignment: TextAlignment, maxWidth: CGFloat?, lineLimit: Int?) -> TextLayoutGeometry {
        engine.geometry(of: string, spans: spans, font: font, paragraph: paragraph, alignment: alignment,
                        maxWidth: maxWidth, lineLimit: lineLimit)
    }

    /// Whether fontconfig has a family matching `name` (see `PangoFontFamilies`).
    public func hasFont(named name: String) -> Bool { engine.hasFont(named: name) }
}
