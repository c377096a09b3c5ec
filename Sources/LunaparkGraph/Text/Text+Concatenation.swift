import Foundation
import LunaparkCore

extension Text {
    /// The text of `lhs` followed by the text of `rhs`, as one paragraph (SwiftUI's `Text + Text`).
    ///
    /// Each operand keeps what it set itself: font, weight, width, design, italic, monospaced
    /// (digits), foreground colour or style, underline, strikethrough, kerning, tracking and
    /// baseline offset. A modifier applied to the sum reaches only the parts that did not set
    /// it (`(Text("$").font(.caption) + Text("42")).font(.largeTitle)` keeps "$" in the caption
    /// font), and the environment's (`.font(_:)` on a view around it) comes last. The whole is
    /// laid out by pango as one text: it wraps across the parts, and parts of different sizes
    /// share their lines' baselines.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(joining: lhs.joinableParts + rhs.joinableParts)
    }

    /// A text of `parts` shown one after another.
    init(joining parts: [Text]) {
        string = parts.map(\.string).joined()
        spans = []
        self.parts = parts
    }

    /// The parts a sum made of this text can hold: a sum without modifiers of its own is
    /// flattened (`a + b + c` holds three parts, not a sum in a sum).
    private var joinableParts: [Text] { parts.isEmpty || setsStyling ? [self] : parts }

    /// Whether any modifier was applied to this text itself.
    private var setsStyling: Bool {
        font != nil || color != nil || style != nil || weight != nil || design != nil || width != nil
            || isItalic || isMonospaced || isMonospacedDigit || typography != TextTypography()
            || !customAttributes.isEmpty
    }

    /// This text with what it leaves unset taken from `outer` (the sum it is a part of).
    func inheriting(from outer: Text) -> Text {
        var t = self
        t.font = font ?? outer.font
        t.weight = weight ?? outer.weight
        t.design = design ?? outer.design
        t.width = width ?? outer.width
        t.isItalic = isItalic || outer.isItalic
        t.isMonospaced = isMonospaced || outer.isMonospaced
        t.isMonospacedDigit = isMonospacedDigit || outer.isMonospacedDigit
        if color == nil && style == nil {
            t.color = outer.color
            t.style = outer.style
        }
        t.typography = typography.over(outer.typography)
        return t
    }

    /// The texts of characters this text is made of, in order, each with the modifiers of the
    /// sums around it (up to this text) filled in: `[self]` for a single text.
    var leaves: [Text] {
        parts.isEmpty ? [self] : parts.flatMap { $0.inheriting(from: self).leaves }
    }

    /// The custom attributes of this text and of every part (for text renderers), outermost first.
    var allCustomAttributes: [AnyHashable] {
        customAttributes + parts.flatMap(\.allCustomAttributes)
    }
}
