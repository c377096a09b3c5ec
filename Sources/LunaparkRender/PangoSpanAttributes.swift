import CPangoCairo
import Foundation
import LunaparkCore
import LunaparkGraph

/// Pango attributes for the `TextSpan`s of a text (inline Markdown).
///
/// Bold sets `PANGO_WEIGHT_BOLD` (700, SwiftUI's `.bold`), italic
/// `PANGO_STYLE_ITALIC`, monospaced the family of `Font.Design.monospaced`
/// ("DejaVu Sans Mono") at the text's size, strikethrough and underline pango's
/// single lines; a span colour sets the foreground and its alpha, which pango
/// draws instead of the cairo source (links keep their tint inside gradient text). A span's own
/// font (a part of `Text + Text`) is a whole font description inserted before the traits, so
/// that bold or italic Markdown inside it still applies (pango lets the later attribute of a
/// kind win); its tabular digits add the "tnum" feature; a baseline offset is pango's rise.
enum PangoSpanAttributes {
    /// Adds the attributes of `spans` to `list`; ranges are clamped to `byteCount`, the string's
    /// UTF-8 length; `description` gives the pango description of a span's own font.
    static func insert(_ spans: [TextSpan], into list: OpaquePointer, byteCount: Int,
                       description: (Font.Resolved) -> PangoFontDescription) {
        for span in spans {
            let start = UInt32(clamping: min(max(span.range.lowerBound, 0), byteCount))
            let end = UInt32(clamping: min(max(span.range.upperBound, 0), byteCount))
            guard start < end else { continue }
            func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = start
                attribute.pointee.end_index = end
                pango_attr_list_insert(list, attribute)
            }
            // Letter spacing and rise are in pango units (1/PANGO_SCALE of a point here, as the
            // font size is absolute).
            let scale = Double(lunapark_PANGO_SCALE())
            if let font = span.font {
                add(pango_attr_font_desc_new(description(font).pointer))
                if font.monospacedDigits { add(pango_attr_font_features_new("tnum 1")) }
            }
            if span.baselineOffset != 0 {
                add(pango_attr_rise_new(Int32(clamping: Int((Double(span.baselineOffset) * scale).rounded()))))
            }
            if span.traits.contains(.bold) { add(pango_attr_weight_new(PANGO_WEIGHT_BOLD)) }
            if span.traits.contains(.italic) { add(pango_attr_style_new(PANGO_STYLE_ITALIC)) }
            if span.traits.contains(.monospaced) {
                add(pango_attr_family_new(PangoFontDescription.family(for: .monospaced)))
            }
            // Pango colours are 16-bit per channel.
            func channel(_ value: Float) -> UInt16 { UInt16((min(max(value, 0), 1) * 65535).rounded()) }
            if span.traits.contains(.strikethrough) {
                add(pango_attr_strikethrough_new(1))
                if let line = span.strikethroughColor {
                    add(pango_attr_strikethrough_color_new(channel(line.red), channel(line.green), channel(line.blue)))
                }
            }
            if span.traits.contains(.underline) {
                add(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
                if let line = span.underlineColor {
                    add(pango_attr_underline_color_new(channel(line.red), channel(line.green), channel(line.blue)))
                }
            }
            if span.letterSpacing != 0 {
                add(pango_attr_letter_spacing_new(Int32(clamping: Int((Double(span.letterSpacing) * scale).rounded()))))
            }
            if let color = span.color {
                add(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
                add(pango_attr_foreground_alpha_new(max(channel(color.opacity), 1)))
            }
        }
    }
}
