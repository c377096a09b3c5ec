import Foundation
import LunaparkCore

extension Text {
    /// This text with `kerning` points between its characters (negative: closer), ligatures kept.
    /// A `tracking(_:)` on the same text wins, as SwiftUI documents.
    public func kerning(_ kerning: CGFloat) -> Text { var t = self; t.typography.kerning = kerning; return t }

    /// This text with `tracking` points added after each character (negative: tighter).
    public func tracking(_ tracking: CGFloat) -> Text { var t = self; t.typography.tracking = tracking; return t }

    /// This text raised by `baselineOffset` points (negative: lowered); the line grows to hold it.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        var t = self; t.typography.baselineOffset = baselineOffset; return t
    }

    /// This text underlined in `color` (nil: the text's colour) when `isActive`; `false`
    /// removes an underline set around it.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        underline(isActive, pattern: .solid, color: color)
    }

    /// This text underlined in `pattern` and `color` when `isActive` (drawn solid: see `Text.LineStyle`).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
        var t = self
        t.typography.underline = .some(isActive ? LineStyle(pattern: pattern, color: color) : nil)
        return t
    }

    /// This text struck through in `color` (nil: the text's colour) when `isActive`; `false`
    /// removes a strikethrough set around it.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        strikethrough(isActive, pattern: .solid, color: color)
    }

    /// This text struck through in `pattern` and `color` when `isActive` (drawn solid: see `Text.LineStyle`).
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern,
                              color: Color? = nil) -> Text {
        var t = self
        t.typography.strikethrough = .some(isActive ? LineStyle(pattern: pattern, color: color) : nil)
        return t
    }

    /// This text at `width` (`.condensed`...), whichever font it ends up with; nil keeps the font's width.
    public func fontWidth(_ width: Font.Width?) -> Text { var t = self; t.width = width; return t }
}
