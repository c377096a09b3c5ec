import Foundation
import LunaparkCore

extension Text.Layout {
    /// The layout of `string` placed as `geometry` says, each measured run split where a span
    /// (a Markdown or typography stretch) begins or ends, so every run has one style.
    init(geometry: TextLayoutGeometry, string: String, spans: [TextSpan], font: Font.Resolved,
         paint: DisplayList.Paint, attributes: [AnyHashable]) {
        let bytes = Array(string.utf8)
        let style = RunStyle(bytes: bytes, spans: spans, font: font, paint: paint, attributes: attributes)
        // Character index of each byte offset that starts a character.
        var characterAt: [Int: Int] = [:]
        var offset = 0
        for (index, character) in string.enumerated() {
            characterAt[offset] = index
            offset += character.utf8.count
        }
        func characterIndex(_ byte: Int) -> CharacterIndex {
            CharacterIndex(offset: characterAt[byte] ?? characterAt.filter { $0.key <= byte }.map(\.value).max() ?? 0)
        }
        func spanIndex(_ byte: Int) -> Int? { spans.firstIndex { $0.range.contains(byte) } }
        lines = geometry.lines.map { line in
            var runs: [Run] = []
            for measured in line.runs {
                var start = 0
                let clusters = measured.clusters
                while start < clusters.count {
                    let span = spanIndex(clusters[start].byteRange.lowerBound)
                    var end = start + 1
                    while end < clusters.count, spanIndex(clusters[end].byteRange.lowerBound) == span { end += 1 }
                    let part = Array(clusters[start..<end])
                    runs.append(Run(clusters: part, clusterCharacters: part.map { characterIndex($0.byteRange.lowerBound) },
                                    style: style, baseline: line.origin.y, ascent: measured.ascent,
                                    descent: measured.descent,
                                    layoutDirection: measured.isRightToLeft ? .rightToLeft : .leftToRight))
                    start = end
                }
            }
            return Line(runs: runs, typographicBounds: TypographicBounds(
                origin: line.origin, width: line.width, ascent: line.ascent, descent: line.descent, leading: line.leading))
        }
        isTruncated = geometry.isTruncated
    }
}
