import Foundation
import LunaparkCore

extension AssetCatalog {
    /// The file to show for the image set `name`, and its scale in pixels per point:
    /// of the set's files for the `universal` (else `iphone`, else first) idiom in
    /// the light or any appearance, the one with the highest scale ("3x" before
    /// "2x" before "1x"; a file without a scale counts as 1x), so that it stays
    /// sharp when drawn larger. Nil when no catalog has the set or it lists no file.
    public func imageFile(named name: String) -> (url: URL, scale: CGFloat)? {
        guard let folder = imageSet(named: name),
              let entries = Self.contentsJSON(of: folder)?["images"] as? [[String: Any]] else { return nil }
        let files = entries.filter { entry in
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            return entry["filename"] is String && !appearances.contains { $0["value"] as? String == "dark" }
        }
        let idioms = files.compactMap { $0["idiom"] as? String }
        let idiom = ["universal", "iphone"].first(where: idioms.contains) ?? idioms.first
        let best = files.filter { ($0["idiom"] as? String) == idiom || idiom == nil }
            .max { Self.scale(of: $0) < Self.scale(of: $1) }
        guard let best, let filename = best["filename"] as? String else { return nil }
        return (folder.appendingPathComponent(filename), Self.scale(of: best))
    }

    /// "2x" -> 2; a missing or unreadable scale -> 1.
    private static func scale(of entry: [String: Any]) -> CGFloat {
        guard let text = entry["scale"] as? String, let value = Double(text.dropLast()), value > 0, value.isFinite else { return 1 }
        return CGFloat(value)
    }
}
