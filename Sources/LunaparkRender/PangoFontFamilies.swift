import CPangoCairo
import Foundation
import LunaparkGraph

/// The font families fontconfig offers through one pango font map, and how a
/// `Font.custom` name maps onto them.
///
/// A name matches a family case-insensitively ("dejavu serif"), or as a
/// PostScript-style "Family-Style" name ("DejaVuSerif-Bold", "DejaVu Sans-LightOblique"):
/// spaces are ignored when comparing the family part, and the style part sets the
/// weight (Thin, Light, Regular, Medium, Semibold, Bold, Heavy, Black...) and slant
/// (Italic, Oblique).
struct PangoFontFamilies {
    /// The installed family names, keyed by their lowercased name without spaces.
    private let families: [String: String]

    init(fontMap: OpaquePointer) {
        var list: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(UnsafeMutablePointer<PangoFontMap>(fontMap), &list, &count)
        var names: [String: String] = [:]
        for i in 0..<Int(count) {
            guard let family = list?[i], let name = pango_font_family_get_name(family) else { continue }
            let text = String(cString: name)
            names[Self.key(text)] = text
        }
        g_free(list)
        families = names
    }

    /// What `name` stands for: an installed family, with the weight and slant its
    /// style part names (nil when it names none); nil when no family matches.
    func match(_ name: String) -> (family: String, weight: Font.Weight?, italic: Bool)? {
        if let family = families[Self.key(name)] { return (family, nil, false) }
        guard let dash = name.lastIndex(of: "-"), let family = families[Self.key(String(name[..<dash]))] else { return nil }
        let style = name[name.index(after: dash)...].lowercased()
        let italic = style.contains("italic") || style.contains("oblique")
        let weights: [(String, Font.Weight)] = [
            ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin), ("light", .light),
            ("semibold", .semibold), ("demibold", .semibold), ("medium", .medium), ("extrabold", .heavy),
            ("heavy", .heavy), ("black", .black), ("bold", .bold), ("regular", .regular), ("book", .regular),
        ]
        let weight = weights.first { style.contains($0.0) }?.1
        return (family, weight, italic)
    }

    private static func key(_ name: String) -> String { name.lowercased().replacingOccurrences(of: " ", with: "") }
}
