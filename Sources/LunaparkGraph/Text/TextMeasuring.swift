import Foundation
import LunaparkCore

/// Measures text the way the renderer will draw it. The scene graph lays out
/// `Text` through this protocol, so layout matches the pixels; the renderer
/// layer provides the pango implementation, and a host passes it in.
@MainActor
public protocol TextMeasuring: AnyObject {
    /// The size of `string` set in `font`, wrapped at `maxWidth` points when
    /// it is given (nil: one line per paragraph), with at most `lineLimit`
    /// lines (nil: no limit). Sizes are in points, rounded up to whole points.
    func size(of string: String, font: Font.Resolved, maxWidth: CGFloat?, lineLimit: Int?) -> CGSize

    /// The size of `string` with `spans` styled on top of `font` (bold, monospaced...), as
    /// `size(of:font:maxWidth:lineLimit:)` measures plain text.
    func size(of string: String, spans: [TextSpan], font: Font.Resolved, maxWidth: CGFloat?, lineLimit: Int?) -> CGSize

    /// The size of `string` with `spans` set in `paragraph`'s line spacing and truncation, as
    /// `size(of:spans:font:maxWidth:lineLimit:)` measures it with the standard paragraph.
    func size(of string: String, spans: [TextSpan], font: Font.Resolved, paragraph: TextParagraphStyle,
              maxWidth: CGFloat?, lineLimit: Int?) -> CGSize

    /// Whether a font matching `name` (a `Font.custom` name) is installed.
    func hasFont(named name: String) -> Bool

    /// The lines, runs and glyph clusters of `string` laid out as `size(of:spans:font:paragraph:maxWidth:lineLimit:)`
    /// lays it out, aligned by `alignment` within `maxWidth` (for `Text.Layout`).
    func geometry(of string: String, spans: [TextSpan], font: Font.Resolved, paragraph: TextParagraphStyle,
                  alignment: TextAlignment, maxWidth: CGFloat?, lineLimit: Int?) -> TextLayoutGeometry
}

extension TextMeasuring {
    /// Measurers without a font list (test doubles that measure every font alike)
    /// treat every name as installed.
    public func hasFont(named name: String) -> Bool { true }

    /// Measurers that ignore styles (test doubles) measure the plain string.
    public func size(of string: String, spans: [TextSpan], font: Font.Resolved, maxWidth: CGFloat?,
                     lineLimit: Int?) -> CGSize {
        size(of: string, font: font, maxWidth: maxWidth, lineLimit: lineLimit)
    }

    /// Measurers that report sizes only (test doubles) put the string on one line, each
    /// character as wide as the width it adds to its prefix.
    public func geometry(of string: String, spans: [TextSpan], font: Font.Resolved, paragraph: TextParagraphStyle,
                         alignment: TextAlignment, maxWidth: CGFloat?, lineLimit: Int?) -> TextLayoutGeometry {
        TextLayoutGeometry.measuringPrefixes(of: string, spans: spans, font: font, measurer: self)
    }

    /// Measurers without paragraph styles (test doubles) measure with the standard one.
    public func size(of string: String, spans: [TextSpan], font: Font.Resolved, paragraph: TextParagraphStyle,
                     maxWidth: CGFloat?, lineLimit: Int?) -> CGSize {
        size(of: string, spans: spans, font: font, maxWidth: maxWidth, lineLimit: lineLimit)
    }
}
