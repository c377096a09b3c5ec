import CPangoCairo
import Foundation
import LunaparkGraph

/// An owned `PangoFontDescription` for a resolved SwiftUI font, freed in `deinit`.
///
/// Mapping: design `.default` and `.rounded` → "DejaVu Sans" (no rounded face
/// is installed), `.serif` → "DejaVu Serif", `.monospaced` → "DejaVu Sans
/// Mono"; a `Font.custom` name that matches an installed family (`PangoFontFamilies`)
/// sets the family, and its style part the weight (unless the font sets one) and slant;
/// the weight's CSS value is pango's `PangoWeight`; the size is set
/// as an absolute size, so one point of font size is one user-space unit
/// whatever the font map's resolution (pango's default 96 dpi would
/// otherwise scale point sizes by 96/72).
final class PangoFontDescription {
    let pointer: OpaquePointer

    /// The description of `font`; `custom` is what its `customName` matched (nil: none, or no match).
    init(_ font: Font.Resolved, custom: (family: String, weight: Font.Weight?, italic: Bool)? = nil) {
        pointer = pango_font_description_new()!
        pango_font_description_set_family(pointer, custom?.family ?? Self.family(for: font.design))
        let weight = font.weight != .regular ? font.weight : custom?.weight ?? font.weight
        pango_font_description_set_weight(pointer, PangoWeight(rawValue: UInt32(weight.rawValue)))
        let italic = font.italic || custom?.italic == true
        pango_font_description_set_style(pointer, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        // Font.Width on UIKit's scale: DejaVu has Condensed faces only (see Font.Width).
        let stretch: PangoStretch = font.width.value < -0.25 ? PANGO_STRETCH_EXTRA_CONDENSED
            : font.width.value < -0.1 ? PANGO_STRETCH_CONDENSED
            : font.width.value > 0.1 ? PANGO_STRETCH_EXPANDED : PANGO_STRETCH_NORMAL
        pango_font_description_set_stretch(pointer, stretch)
        let size = max(Double(font.size), 0.5)
        pango_font_description_set_absolute_size(pointer, size * Double(lunapark_PANGO_SCALE()))
    }

    deinit { pango_font_description_free(pointer) }

    /// The fontconfig family name for a design.
    static func family(for design: Font.Design) -> String {
        switch design {
        case .default, .rounded: "DejaVu Sans"
        case .serif: "DejaVu Serif"
        case .monospaced: "DejaVu Sans Mono"
        }
    }
}
