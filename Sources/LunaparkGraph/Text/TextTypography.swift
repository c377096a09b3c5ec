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
        let underline = self.underline ?? nil
        let strikethrough = self.strikethrough ?? nil
        let spacing = letterSpacing + extraSpacing
        guard spacing != 0 || underline != nil || strikethrough != nil, byteCount > 0 else {
            return spans
        }
        func styled(_ span: TextSpan) -> TextSpan {
            var span = span
            span.letterSpacing += spacing
            if let underline {
                span.traits.insert(.underline)
                span.underlineColor = underline.color?.resolve(in: environment)
            }
            if let strikethrough {
                span.traits.insert(.strikethrough)
                span.strikethroughColor = strikethrough.color?.resolve(in: environment)
            }
            return span
        }
        var result: [TextSpan] = []
        var next = 0
        for span in spans {
            if span.range.lowerBound > next {
                result.append(styled(TextSpan(range: next ..< span.range.lowerBound, traits: [])))
            }
            result.append(styled(span))
            next = max(next, span.range.upperBound)
        }
        if next < byteCount { result.append(styled(TextSpan(range: next ..< byteCount, traits: []))) }
        return result
    }
}
