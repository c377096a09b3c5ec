import CPangoCairo
import Foundation
import LunaparkCore
import LunaparkGraph

extension PangoTextEngine {
    /// The lines, runs and glyph clusters of the layout `draw` would show for the same text
    /// (see `TextMeasuring.geometry`), in points from the layout's top-left.
    ///
    /// Runs are pango's glyph items (one font, one bidi level); within one, glyphs are in
    /// visual order and a cluster is the glyphs sharing one `log_clusters` byte offset.
    /// A run's ascent and descent are its font's logical extents (`pango_glyph_string_extents`).
    func geometry(of string: String, spans: [TextSpan], font: Font.Resolved, paragraph: TextParagraphStyle,
                  alignment: TextAlignment, maxWidth: CGFloat?, lineLimit: Int?) -> TextLayoutGeometry {
        let text = layout(string, spans: spans, font: font, paragraph: paragraph, width: maxWidth.map { max($0, 0) },
                          lineLimit: lineLimit, alignment: alignment)
        let layout = text.layout.pointer
        let scale = CGFloat(lunapark_PANGO_SCALE())
        let limit = lineLimit.map { max($0, 1) } ?? Int.max
        var truncated = pango_layout_is_ellipsized(layout) != 0
        var lines: [TextLayoutGeometry.Line] = []
        let iterator = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard lines.count < limit else { truncated = true; break }
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
            var lineRect = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &lineRect)
            let baseline = CGFloat(pango_layout_iter_get_baseline(iterator)) / scale
            var runs: [TextLayoutGeometry.Run] = []
            var x = CGFloat(lineRect.x) / scale
            var list = line.pointee.runs
            while let node = list {
                if let data = node.pointee.data {
                    let run = data.assumingMemoryBound(to: PangoGlyphItem.self)
                    runs.append(Self.run(run, startingAt: x, scale: scale))
                    x += CGFloat(pango_glyph_string_get_width(run.pointee.glyphs)) / scale
                }
                list = node.pointee.next
            }
            let ascent = runs.map(\.ascent).max() ?? CGFloat(baseline - CGFloat(lineRect.y) / scale)
            let descent = runs.map(\.descent).max() ?? CGFloat(lineRect.height) / scale - ascent
            let height = CGFloat(lineRect.height) / scale
            lines.append(TextLayoutGeometry.Line(
                origin: CGPoint(x: CGFloat(lineRect.x) / scale, y: baseline), width: CGFloat(lineRect.width) / scale,
                ascent: ascent, descent: descent, leading: max(height - ascent - descent, 0), runs: runs))
        } while pango_layout_iter_next_line(iterator) != 0
        return TextLayoutGeometry(lines: lines, isTruncated: truncated)
    }

    /// One glyph item as a run whose first glyph starts at `x` points.
    private static func run(_ run: UnsafeMutablePointer<PangoGlyphItem>, startingAt x: CGFloat,
                            scale: CGFloat) -> TextLayoutGeometry.Run {
        let item = run.pointee.item.pointee
        let glyphs = run.pointee.glyphs.pointee
        let start = Int(item.offset), end = Int(item.offset + item.length)
        var logical = PangoRectangle()
        pango_glyph_string_extents(run.pointee.glyphs, item.analysis.font, nil, &logical)
        let ascent = CGFloat(-logical.y) / scale, descent = CGFloat(logical.height + logical.y) / scale
        // Clusters in visual order: consecutive glyphs with the same byte offset.
        var clusterStarts: [(byte: Int, x: CGFloat, width: CGFloat)] = []
        var position = x
        for i in 0..<Int(glyphs.num_glyphs) {
            let byte = start + Int(glyphs.log_clusters[i])
            let advance = CGFloat(glyphs.glyphs[i].geometry.width) / scale
            if let last = clusterStarts.last, last.byte == byte {
                clusterStarts[clusterStarts.count - 1].width += advance
            } else {
                clusterStarts.append((byte, position, advance))
            }
            position += advance
        }
        // A cluster's characters run to the next cluster start in string order (or the run's end).
        let sortedStarts = clusterStarts.map(\.byte).sorted()
        let clusters = clusterStarts.map { cluster -> TextLayoutGeometry.Cluster in
            let next = sortedStarts.first { $0 > cluster.byte } ?? end
            return TextLayoutGeometry.Cluster(byteRange: cluster.byte..<max(next, cluster.byte), x: cluster.x,
                                              width: cluster.width)
        }
        return TextLayoutGeometry.Run(byteRange: start..<end, ascent: ascent, descent: descent,
                                      isRightToLeft: item.analysis.level % 2 == 1, clusters: clusters)
    }
}
