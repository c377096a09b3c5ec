import Foundation
import LunaparkCore

/// Where a text measurer put the lines, runs and glyph clusters of a laid-out text, in points
/// from the top-left of the text's frame: what `Text.Layout` is built from.
public struct TextLayoutGeometry: Sendable, Equatable {
    /// One glyph cluster (a glyph, or the glyphs of one character sequence that cannot be split).
    public struct Cluster: Sendable, Equatable {
        /// UTF-8 byte offsets of the cluster's characters in the text's string.
        public var byteRange: Range<Int>
        /// The cluster's left edge on the baseline.
        public var x: CGFloat
        /// Its advance.
        public var width: CGFloat

        public init(byteRange: Range<Int>, x: CGFloat, width: CGFloat) {
            self.byteRange = byteRange
            self.x = x
            self.width = width
        }
    }

    /// Clusters shaped alike (one font, one direction), in visual order (left to right).
    public struct Run: Sendable, Equatable {
        /// UTF-8 byte offsets of the run's characters.
        public var byteRange: Range<Int>
        /// The run's font's ascent and descent, in points (positive).
        public var ascent: CGFloat
        public var descent: CGFloat
        public var isRightToLeft: Bool
        public var clusters: [Cluster]

        public init(byteRange: Range<Int>, ascent: CGFloat, descent: CGFloat, isRightToLeft: Bool, clusters: [Cluster]) {
            self.byteRange = byteRange
            self.ascent = ascent
            self.descent = descent
            self.isRightToLeft = isRightToLeft
            self.clusters = clusters
        }
    }

    public struct Line: Sendable, Equatable {
        /// The left edge of the line's baseline.
        public var origin: CGPoint
        public var width: CGFloat
        /// The tallest run's ascent and descent; `leading` is what the line's height adds to them.
        public var ascent: CGFloat
        public var descent: CGFloat
        public var leading: CGFloat
        public var runs: [Run]

        public init(origin: CGPoint, width: CGFloat, ascent: CGFloat, descent: CGFloat, leading: CGFloat, runs: [Run]) {
            self.origin = origin
            self.width = width
            self.ascent = ascent
            self.descent = descent
            self.leading = leading
            self.runs = runs
        }
    }

    public var lines: [Line]
    /// Whether lines or characters were left out to fit the line limit.
    public var isTruncated: Bool

    public init(lines: [Line], isTruncated: Bool) {
        self.lines = lines
        self.isTruncated = isTruncated
    }

    /// `string` on one line, each character a cluster as wide as the width it adds to the
    /// measured prefix: the geometry of a measurer that reports sizes only (a test double).
    @MainActor
    static func measuringPrefixes(of string: String, spans: [TextSpan], font: Font.Resolved,
                                  measurer: any TextMeasuring) -> TextLayoutGeometry {
        let height = measurer.size(of: "", font: font, maxWidth: nil, lineLimit: 1).height
        var clusters: [Cluster] = []
        var x: CGFloat = 0
        var offset = 0
        var prefix = ""
        for character in string {
            prefix.append(character)
            let end = measurer.size(of: prefix, spans: spans, font: font, maxWidth: nil, lineLimit: nil).width
            let bytes = character.utf8.count
            clusters.append(Cluster(byteRange: offset..<(offset + bytes), x: x, width: end - x))
            offset += bytes
            x = end
        }
        let ascent = height * 0.8, descent = height * 0.2
        let run = Run(byteRange: 0..<offset, ascent: ascent, descent: descent, isRightToLeft: false, clusters: clusters)
        return TextLayoutGeometry(lines: [Line(origin: CGPoint(x: 0, y: ascent), width: x, ascent: ascent,
                                               descent: descent, leading: 0, runs: string.isEmpty ? [] : [run])],
                                  isTruncated: false)
    }
}
