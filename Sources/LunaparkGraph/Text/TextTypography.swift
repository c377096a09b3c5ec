import Foundation
import LunaparkCore

/// The character styling set by `kerning`, `tracking`, `baselineOffset`, `underline`
/// and `strikethrough`, on a `Text` or (iOS 16's view modifiers) in the environment.
/// Nil: not set here. What the text sets wins over the environment, as in SwiftUI.
struct TextTypography: Hashable, Sendable {
    /// Points between characters (`kerning(_:)`).
    var kerning: CGFloat?
    /// Points after each character (`tracking(_:)`); wins over `kerning` when both are set,
    /// as SwiftUI documents.
    var tracking: CGFloat?
    /// Points the glyphs are raised (`baselineOffset(_:)`): applied by `TextNode` to the whole
    /// text, which grows by as much (raised glyphs keep their place from the top, the baseline
    /// stays where it was from the bottom).
    var baselineOffset: CGFloat?
    /// `.some(nil)`: explicitly none (`underline(false)`); nil: not set here.
    var underline: Text.LineStyle??
    var strikethrough: Text.LineStyle??

    /// This styling, with what it leaves unset taken from `outer`.
    func over(_ outer: TextTypography) -> TextTypography {
        TextTypography(kerning: kerning ?? outer.kerning, tracking: tracking ?? outer.tracking,
                       baselineOffset: baselineOffset ?? outer.baselineOffset,
                       underline: underline ?? outer.underline,
                       strikethrough: strikethrough ?? outer.strikethrough)
    }

    /// The letter spacing in points: tracking if set, otherwise kerning, otherwise 0.
    var letterSpacing: CGFloat { tracking ?? kerning ?? 0 }

    /// `spans` (of a string of `byteCount` UTF-8 bytes) with this styling and `extraSpacing`
    /// points of letter spacing (negative: `allowsTightening`) on every character: the gaps
    /// between spans become spans of their own. Without any styling the spans are unchanged.
    func applied(to spans: [TextSpan], byteCount: Int, extraSpacing: CGFloat = 0,
                 in environment: EnvironmentValues) -> [TextSpan] {
        applied(to: spans, in: 0 ..< byteCount, extraSpacing: extraSpacing, in: environment)
    }

    /// `spans` (inside the UTF-8 byte `range` of their string: one part of a `Text + Text`)
    /// with this styling and `extraSpacing` points of letter spacing on every character of
    /// `range`: its gaps between spans become spans of their own. Without any styling the
    /// spans are unchanged.
    func applied(to spans: [TextSpan], in range: Range<Int>, extraSpacing: CGFloat = 0,
                 in environment: EnvironmentValues) -> [TextSpan] {
        let underline = self.underline ?? nil
        let strikethrough = self.strikethrough ?? nil
        let spacing = letterSpacing + extraSpacing
        guard spacing != 0 || underline != nil || strikethrough != nil, !range.isEmpty else {
            return spans
        }
        let underlineColor = underline?.color?.resolve(in: environment)
        let strikethroughColor = strikethrough?.color?.resolve(in: environment)
        return TextSpan.filling(range, around: spans).map { span in
            var span = span
            span.letterSpacing += spacing
            if underline != nil {
                span.traits.insert(.underline)
                span.underlineColor = underlineColor
            }
            if strikethrough != nil {
                span.traits.insert(.strikethrough)
                span.strikethroughColor = strikethroughColor
            }
            return span
        }
    }
}

extension TextSpan {
    /// `spans` (in order, not overlapping, inside `range`) with the gaps of `range` between
    /// them filled by unstyled spans, so that every byte of `range` is in one span.
    static func filling(_ range: Range<Int>, around spans: [TextSpan]) -> [TextSpan] {
        var result: [TextSpan] = []
        var next = range.lowerBound
        for span in spans {
            if span.range.lowerBound > next { result.append(TextSpan(range: next ..< span.range.lowerBound, traits: [])) }
            result.append(span)
            next = max(next, span.range.upperBound)
        }
        if next < range.upperBound { result.append(TextSpan(range: next ..< range.upperBound, traits: [])) }
        return result
    }
}
