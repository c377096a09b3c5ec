import Foundation
import LunaparkCore

extension GraphicsContext {
    /// Draws `line`'s runs where the layout put them, in their own styles, with this context's
    /// transform, opacity, blend mode, clip shapes and filters (iOS 17).
    public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {
        for run in line { draw(run, options: options) }
    }

    /// Draws `run` where the layout put it (see `draw(_:options:)` for lines).
    public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {
        draw(Text.Layout.RunSlice(run: run, indices: run.indices), options: options)
    }

    /// Draws the clusters of `slice` where the layout put them (see `draw(_:options:)` for lines).
    ///
    /// The slice's characters are set again by pango as a text of their own, starting at the
    /// first cluster's position on the run's baseline: within a slice kerning and shaping are
    /// kept, across slices drawn one by one they are not (a per-glyph effect on Latin text is
    /// drawn as laid out; ligatures and joined scripts break apart at the cuts).
    public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {
        let run = slice.run
        let clusters = run.clusters[slice.indices]
        guard let first = clusters.first,
              let lower = clusters.map(\.byteRange.lowerBound).min(),
              let upper = clusters.map(\.byteRange.upperBound).max(), upper > lower else { return }
        let style = run.style
        let string = String(decoding: style.bytes[lower..<upper], as: UTF8.self)
        let spans = style.spans.compactMap { span -> TextSpan? in
            let clipped = span.range.clamped(to: lower..<upper)
            guard !clipped.isEmpty else { return nil }
            var moved = span
            moved.range = (clipped.lowerBound - lower)..<(clipped.upperBound - lower)
            return moved
        }
        let width = clusters.reduce(0) { $0 + $1.width }
        // Room past the advance so that pango never wraps the slice's own characters.
        let frame = CGRect(x: first.x, y: run.baseline - run.ascent, width: width + 2 * style.font.size,
                           height: run.ascent + run.descent)
        recorder.operations.append(.text(DisplayList.TextRun(string: string, font: style.font, paint: style.paint,
                                                             frame: frame, spans: spans), state))
    }
}
