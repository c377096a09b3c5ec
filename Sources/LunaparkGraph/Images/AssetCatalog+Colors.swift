import Foundation
import LunaparkCore

/// A colour set's values: the light (or "Any Appearance") colour, and the dark one if the set has one.
struct ResolvedAssetColor: Equatable {
    var light: Color
    var dark: Color?

    var color: Color {
        guard let dark else { return light }
        return Color(light: light.resolved(for: .light), dark: dark.resolved(for: .dark))
    }
}

extension AssetCatalog {
    /// The colour named `name`, read from its `.colorset` once and then cached; nil
    /// (and one line on standard error) when no catalog has it or it cannot be read.
    func color(named name: String) -> Color? {
        lock.lock()
        if let cached = parsedColors[name] { lock.unlock(); return cached?.color }
        lock.unlock()
        var parsed: ResolvedAssetColor?
        if let folder = colorSet(named: name) {
            parsed = Self.parseColorSet(folder, report: reportOnce)
        } else {
            reportOnce("No color named '\(name)' found in asset catalog (searched: \(catalogs.isEmpty ? "no .xcassets found" : catalogs.map(\.lastPathComponent).joined(separator: ", ")))")
        }
        lock.lock()
        parsedColors[name] = .some(parsed)
        lock.unlock()
        return parsed?.color
    }

    /// Reads a colour set's `Contents.json`. As iOS does, the light appearance takes
    /// the "Light" entry if there is one, else "Any Appearance"; the dark one takes
    /// "Dark", else the same. High-contrast entries are skipped. Of several idioms,
    /// `universal` is preferred, then `iphone`, then whatever comes first.
    static func parseColorSet(_ folder: URL, report: (String) -> Void) -> ResolvedAssetColor? {
        let name = folder.lastPathComponent
        guard let json = contentsJSON(of: folder), let entries = json["colors"] as? [[String: Any]], !entries.isEmpty else {
            report("cannot read colour set '\(name)': no \"colors\" in its Contents.json")
            return nil
        }
        let usable = entries.filter { appearance(of: $0, "contrast") == nil }
        let idioms = usable.compactMap { $0["idiom"] as? String }
        let idiom = ["universal", "iphone"].first(where: idioms.contains) ?? idioms.first
        let chosen = usable.filter { ($0["idiom"] as? String) == idiom || idiom == nil }
        func entry(_ luminosity: String?) -> [String: Any]? {
            chosen.first { appearance(of: $0, "luminosity") == luminosity }
        }
        guard let anyEntry = entry("light") ?? entry(nil) ?? chosen.first,
              let light = color(from: anyEntry, in: name, report: report) else { return nil }
        let dark = entry("dark").flatMap { color(from: $0, in: name, report: report) }
        return ResolvedAssetColor(light: light, dark: dark)
    }

    private static func appearance(of entry: [String: Any], _ kind: String) -> String? {
        let appearances = entry["appearances"] as? [[String: Any]] ?? []
        return appearances.first { $0["appearance"] as? String == kind }?["value"] as? String
    }

    /// One entry's colour: components in a colour space, or a reference to a system colour.
    static func color(from entry: [String: Any], in name: String, report: (String) -> Void) -> Color? {
        guard let color = entry["color"] as? [String: Any] else {
            report("cannot read colour set '\(name)': an entry has no \"color\"")
            return nil
        }
        if let reference = color["reference"] as? String {
            guard let system = systemColor(reference) else {
                report("colour set '\(name)' refers to the system colour '\(reference)', which Lunapark does not have")
                return nil
            }
            return system
        }
        let space = color["color-space"] as? String ?? "srgb"
        guard let components = color["components"] as? [String: Any] else {
            report("cannot read colour set '\(name)': an entry has no \"components\"")
            return nil
        }
        let alpha = components["alpha"].flatMap(component) ?? 1
        if let white = components["white"].flatMap(component) {
            // gray-gamma-22: a grey encoded with gamma 2.2; re-encode its linear value for sRGB.
            let encoded = space.contains("gray") ? ColorSpaceConversion.srgbEncode(pow(max(white, 0), 2.2)) : white
            return Color(red: encoded, green: encoded, blue: encoded, opacity: alpha)
        }
        guard let r = components["red"].flatMap(component), let g = components["green"].flatMap(component),
              let b = components["blue"].flatMap(component) else {
            report("cannot read colour set '\(name)': components need red, green and blue (or white)")
            return nil
        }
        let (red, green, blue) = ColorSpaceConversion.toSRGB(r, g, b, from: space)
        return Color(red: red, green: green, blue: blue, opacity: alpha)
    }

    /// A component as Xcode writes it: "0.502" (0...1), "128" (0...255) or "0x80" (0...255).
    static func component(_ value: Any) -> Double? {
        if let number = value as? Double { return number > 1 && number == number.rounded() ? number / 255 : number }
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        if text.contains(".") { return Double(text) }
        return Int(text).map { Double($0) / 255 }
    }

    /// UIKit's system colours a colour set may refer to (`systemRedColor`, `labelColor`, ...).
    static func systemColor(_ reference: String) -> Color? {
        let table: [String: Color] = [
            "systemRedColor": .red, "systemOrangeColor": .orange, "systemYellowColor": .yellow,
            "systemGreenColor": .green, "systemMintColor": .mint, "systemTealColor": .teal,
            "systemCyanColor": .cyan, "systemBlueColor": .blue, "systemIndigoColor": .indigo,
            "systemPurpleColor": .purple, "systemPinkColor": .pink, "systemBrownColor": .brown,
            "systemGrayColor": .gray, "labelColor": .primary, "secondaryLabelColor": .secondary,
            "blackColor": .black, "whiteColor": .white, "clearColor": .clear,
            "systemBackgroundColor": Color(light: .init(red: 1, green: 1, blue: 1), dark: .init(red: 0, green: 0, blue: 0)),
        ]
        return table[reference]
    }
}
