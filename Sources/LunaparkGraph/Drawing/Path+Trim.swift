import Foundation
import LunaparkCore

extension Path {
    /// The total arc length of the drawn outline in points, closing lines included.
    public var length: CGFloat {
        subpaths.reduce(0) { total, subpath in total + subpath.segments.reduce(0) { $0 + $1.length() } }
    }

    /// The part of the path between fractions `from` and `to` of its total arc
    /// length (SwiftUI's `trimmedPath(from:to:)`, what `Shape.trim` draws).
    ///
    /// Both ends are clamped to 0...1; `from >= to` gives an empty path, and
    /// 0...1 the path itself (closed subpaths stay closed). Subpaths are measured
    /// one after the other in order; each piece that survives starts with a move.
    /// Curves are cut exactly (de Casteljau), at the parameter where their arc
    /// length reaches the cut (Gauss–Legendre length, Newton's method).
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let lower = min(max(Double(from), 0), 1), upper = min(max(Double(to), 0), 1)
        guard lower < upper else { return Path() }
        if lower == 0 && upper == 1 { return self }

        let pieces = subpaths
        let lengths = pieces.map { $0.segments.map { $0.length() } }
        let total = lengths.reduce(0) { $0 + $1.reduce(0, +) }
        guard total > 0 else { return Path() }
        let start = lower * total, end = upper * total

        var result = Path()
        var position = 0.0  // arc length at the start of the current segment
        for (subpath, segmentLengths) in zip(pieces, lengths) {
            let subpathLength = segmentLengths.reduce(0, +)
            defer { position += subpathLength }
            if position + subpathLength <= start || position >= end { continue }
            if position >= start && position + subpathLength <= end && subpath.isClosed {
                // Wholly inside: keep it closed so its first corner is joined.
                result.move(to: subpath.start)
                for segment in subpath.segments { result.append(segment.element) }
                result.closeSubpath()
                continue
            }
            var segmentStart = position
            var started = false
            for (segment, length) in zip(subpath.segments, segmentLengths) {
                let segmentEnd = segmentStart + length
                defer { segmentStart = segmentEnd }
                if segmentEnd <= start || segmentStart >= end || length == 0 { continue }
                let t0 = segment.parameter(atLength: start - segmentStart, totalLength: length)
                let t1 = segment.parameter(atLength: end - segmentStart, totalLength: length)
                let piece = segment.subsegment(from: t0, to: t1)
                if !started {
                    result.move(to: piece.start)
                    started = true
                }
                result.append(piece.element)
            }
        }
        return result
    }
}
