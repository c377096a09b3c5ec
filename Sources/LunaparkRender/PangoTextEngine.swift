import CPangoCairo
import Foundation
import LunaparkCore
import LunaparkGraph

/// The pango state one host shares between text measurement
/// (`PangoTextMeasurer`) and drawing (`CairoRenderer`), so that the sizes the
/// scene graph lays out with are the sizes drawn: one cairo font map and one
/// pango context, the font mapping of `Font.Resolved`, and caches of layouts.
///
/// Glyph metrics are made independent of the device scale: no hinting of
/// outlines or metrics and no rounding of glyph positions, so text measured in
/// points keeps its size when drawn at 2x or inside a scaled layer (cairo then
/// rasterizes glyphs at the device resolution, so they stay crisp). Grey-level
/// anti-aliasing (no subpixel) because drawings may be cached on transparent
/// surfaces and composited anywhere.
///
/// Threads: not `Sendable`; one thread at a time uses an engine (pango's font
/// map and context are not safe to share). A raster thread draws with an
/// engine of its own, made alike, so text measures and draws the same.
public final class PangoTextEngine {
    private let fontMap: GObjectHandle
    private let context: GObjectHandle
    private var descriptions: [Font.Resolved: PangoFontDescription] = [:]
    /// The installed families, listed the first time a `Font.custom` name is looked up.
    private lazy var families = PangoFontFamilies(fontMap: fontMap.pointer)
    private var layouts: [LayoutKey: PangoTextLayout] = [:]

    /// Layout cache bound: beyond it the cache is emptied (texts of a UI repeat
    /// from frame to frame, so a simple bound suffices).
    private let layoutCacheLimit = 1024

    private struct LayoutKey: Hashable {
        var string: String
        var font: Font.Resolved
        var width: CGFloat?
        var lineLimit: Int?
        var alignment: TextAlignment
        var spans: [TextSpan]
        var paragraph: TextParagraphStyle
    }

    /// Creates a font map and context of its own (fontconfig is loaded once per engine).
    public init() {
        let map = pango_cairo_font_map_new()!
        fontMap = GObjectHandle(adopting: OpaquePointer(map))
        context = GObjectHandle(adopting: pango_font_map_create_context(map)!)
        let options = cairo_font_options_create()!
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context.pointer, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context.pointer, 0)
    }

    /// Whether an installed family matches the `Font.custom` name `name`.
    public func hasFont(named name: String) -> Bool { families.match(name) != nil }

    /// How many layouts are cached.
    public var cachedLayoutCount: Int { layouts.count }

    /// The size of `string` in `font` (see `TextMeasuring.size`), in points, not rounded.
    func measure(_ string: String, spans: [TextSpan] = [], font: Font.Resolved, paragraph: TextParagraphStyle = .standard,
                 maxWidth: CGFloat?, lineLimit: Int?) -> CGSize {
        layout(string, spans: spans, font: font, paragraph: paragraph, width: maxWidth, lineLimit: lineLimit,
               alignment: .leading).size
    }

    /// Draws `run` with its top-left at the frame's origin, filled with the
    /// current cairo source (colour glyphs such as emoji keep their colours).
    func draw(_ run: DisplayList.TextRun, in cairo: CairoContext) {
        let text = layout(run.string, spans: run.spans, font: run.font, paragraph: run.paragraph,
                          width: max(run.frame.width, 0),
                          lineLimit: run.lineLimit, alignment: run.alignment)
        cairo_move_to(cairo.pointer, run.frame.minX, run.frame.minY)
        pango_cairo_show_layout(cairo.pointer, text.layout.pointer)
    }

    /// A laid-out text, from the cache when the same text was laid out before.
    /// `width` nil: no wrapping (one line per paragraph).
    func layout(_ string: String, spans: [TextSpan] = [], font: Font.Resolved,
                paragraph: TextParagraphStyle = .standard, width: CGFloat?, lineLimit: Int?,
                alignment: TextAlignment) -> PangoTextLayout {
        let key = LayoutKey(string: string, font: font, width: width, lineLimit: lineLimit, alignment: alignment,
                            spans: spans, paragraph: paragraph)
        if let cached = layouts[key] { return cached }
        if layouts.count >= layoutCacheLimit { layouts.removeAll(keepingCapacity: true) }
        let made = makeLayout(key)
        layouts[key] = made
        return made
    }

    private func description(for font: Font.Resolved) -> PangoFontDescription {
        if let known = descriptions[font] { return known }
        let made = PangoFontDescription(font, custom: font.customName.flatMap { families.match($0) })
        descriptions[font] = made
        return made
    }

    private func makeLayout(_ key: LayoutKey) -> PangoTextLayout {
        let scale = Double(lunapark_PANGO_SCALE())
        let handle = GObjectHandle(adopting: pango_layout_new(context.pointer)!)
        let layout = handle.pointer
        pango_layout_set_font_description(layout, description(for: key.font).pointer)
        if key.font.monospacedDigits || !key.spans.isEmpty {
            let attributes = pango_attr_list_new()!
            if key.font.monospacedDigits {
                // OpenType "tnum": tabular (equal-width) figures.
                pango_attr_list_insert(attributes, pango_attr_font_features_new("tnum 1"))
            }
            PangoSpanAttributes.insert(key.spans, into: attributes, byteCount: key.string.utf8.count,
                                       description: description(for:))
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        let alignment: PangoAlignment = switch key.alignment {
        case .leading: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .trailing: PANGO_ALIGN_RIGHT
        }
        // Alignment is absolute: Lunapark resolves leading and trailing for the layout direction
        // (pango would otherwise swap them again for a paragraph in a right-to-left script).
        pango_layout_set_auto_dir(layout, 0)
        pango_layout_set_alignment(layout, alignment)
        if key.paragraph.lineSpacing != 0 {
            pango_layout_set_spacing(layout, Int32(clamping: Int((Double(key.paragraph.lineSpacing) * scale).rounded())))
        }
        if let width = key.width {
            pango_layout_set_width(layout, Int32(clamping: Int((Double(width) * scale).rounded(.up))))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        pango_layout_set_text(layout, key.string, -1)

        let limit = key.lineLimit.map { max($0, 1) }
        if let limit, key.width != nil {
            // A negative height limits lines per paragraph and ellipsizes the
            // last one (pango_layout_set_height docs); with several paragraphs
            // a positive height in pango units bounds the total instead.
            let ellipsis: PangoEllipsizeMode = switch key.paragraph.truncationMode {
            case .head: PANGO_ELLIPSIZE_START
            case .middle: PANGO_ELLIPSIZE_MIDDLE
            case .tail: PANGO_ELLIPSIZE_END
            }
            pango_layout_set_ellipsize(layout, ellipsis)
            pango_layout_set_height(layout, Int32(-limit))
            if pango_layout_get_line_count(layout) > limit {
                pango_layout_set_height(layout, Self.bottomOfLine(limit - 1, in: layout))
            }
        }

        // The visible extent: all lines, or the first `limit` lines when more remain.
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        var width = Double(logical.width), height = Double(logical.height)
        if let limit, pango_layout_get_line_count(layout) > limit {
            height = Double(Self.bottomOfLine(limit - 1, in: layout) - logical.y)
            var minX = Double.infinity, maxX = -Double.infinity
            let iterator = pango_layout_get_iter(layout)!
            defer { pango_layout_iter_free(iterator) }
            var line = 0
            repeat {
                var lineRect = PangoRectangle()
                pango_layout_iter_get_line_extents(iterator, nil, &lineRect)
                minX = min(minX, Double(lineRect.x)); maxX = max(maxX, Double(lineRect.x + lineRect.width))
                line += 1
            } while line < limit && pango_layout_iter_next_line(iterator) != 0
            width = maxX - minX
        }
        // Letter spacing comes after every character, the last one's too (as Core Text's
        // tracking); pango leaves it out at the line's end but wraps as if it were there.
        let trailing = key.spans.map { Double($0.letterSpacing) }.max() ?? 0
        width += max(trailing, 0) * scale
        return PangoTextLayout(layout: handle, size: CGSize(width: width / scale, height: height / scale))
    }

    /// The bottom of line `index` (0-based) in pango units from the layout's top.
    private static func bottomOfLine(_ index: Int, in layout: OpaquePointer) -> Int32 {
        let iterator = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iterator) }
        var line = 0
        while line < index && pango_layout_iter_next_line(iterator) != 0 { line += 1 }
        var top: Int32 = 0, bottom: Int32 = 0
        pango_layout_iter_get_line_yrange(iterator, &top, &bottom)
        return bottom
    }
}
