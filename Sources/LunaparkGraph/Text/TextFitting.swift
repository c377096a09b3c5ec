import Foundation
import LunaparkCore

/// How a text that does not fit its proposal is made to fit before it is truncated, in
/// SwiftUI's order: first tightened (`allowsTightening`), then shrunk down to
/// `minimumScaleFactor` of its font size; what still does not fit is then truncated.
///
/// A text fits when, wrapped at the proposed width, it needs no more lines than its
/// limit and no more height than the proposed height (each with half a point of slack
/// for the measurer's rounding up to whole points).
@MainActor
struct TextFitting {
    let string: String
    /// The spans before typography (Markdown's, case applied).
    let baseSpans: [TextSpan]
    /// The text's spans, typography applied, without tightening.
    let spans: [TextSpan]
    let font: Font.Resolved
    let paragraph: TextParagraphStyle
    let lineLimit: Int?
    /// In 0.01...1; 1: no shrinking.
    let minimumScaleFactor: CGFloat
    let allowsTightening: Bool
    /// Span styling to apply again with tightening.
    let typography: TextTypography
    let environment: EnvironmentValues

    /// Tightening removes up to this fraction of the font size after each character (0.05 em).
    static let tighteningPerEm: CGFloat = 0.05
    /// Bisection steps for the scale: 2^-8 of the range, under 0.4% of the font size.
    static let scaleSteps = 8

    /// The font and spans to draw the text with in `width` × `height` points (nil: unbounded),
    /// and the size they measure (with the line limit and truncation).
    func fitted(width: CGFloat?, height: CGFloat?, measurer: any TextMeasuring)
        -> (font: Font.Resolved, spans: [TextSpan], size: CGSize) {
        func measured(_ font: Font.Resolved, _ spans: [TextSpan]) -> (font: Font.Resolved, spans: [TextSpan], size: CGSize) {
            (font, spans, measurer.size(of: string, spans: spans, font: font, paragraph: paragraph,
                                        maxWidth: width, lineLimit: lineLimit))
        }
        guard let width, minimumScaleFactor < 1 || allowsTightening, !string.isEmpty else {
            return measured(font, spans)
        }
        func fits(_ font: Font.Resolved, _ spans: [TextSpan]) -> Bool {
            let whole = measurer.size(of: string, spans: spans, font: font, paragraph: paragraph,
                                      maxWidth: width, lineLimit: nil)
            if whole.width > width + 0.5 { return false }
            if let height, whole.height > height + 0.5 { return false }
            guard lineLimit != nil else { return true }
            let limited = measurer.size(of: string, spans: spans, font: font, paragraph: paragraph,
                                        maxWidth: width, lineLimit: lineLimit)
            return whole.height <= limited.height + 0.5
        }
        if fits(font, spans) { return measured(font, spans) }
        func spansTightened(at size: CGFloat) -> [TextSpan] {
            guard allowsTightening else { return spans }
            return typography.applied(to: baseSpans, byteCount: string.utf8.count,
                                      extraSpacing: -Self.tighteningPerEm * size, in: environment)
        }
        let tight = spansTightened(at: font.size)
        if allowsTightening, fits(font, tight) { return measured(font, tight) }
        guard minimumScaleFactor < 1 else { return measured(font, tight) }
        func scaled(_ factor: CGFloat) -> Font.Resolved { var f = font; f.size = font.size * factor; return f }
        var low = minimumScaleFactor, high: CGFloat = 1
        if !fits(scaled(low), spansTightened(at: font.size * low)) {
            return measured(scaled(low), spansTightened(at: font.size * low))
        }
        for _ in 0..<Self.scaleSteps {
            let middle = (low + high) / 2
            if fits(scaled(middle), spansTightened(at: font.size * middle)) { low = middle } else { high = middle }
        }
        return measured(scaled(low), spansTightened(at: font.size * low))
    }
}

extension TextFitting {
    /// Whether the text may be tightened or shrunk to fit (otherwise it is drawn as it is set).
    var adjustsToFit: Bool { minimumScaleFactor < 1 || allowsTightening }

    /// Whether `other` fits the same text in the same way (the environment aside).
    func hasSameInputs(as other: TextFitting) -> Bool {
        string == other.string && spans == other.spans && font == other.font && paragraph == other.paragraph
            && lineLimit == other.lineLimit && minimumScaleFactor == other.minimumScaleFactor
            && allowsTightening == other.allowsTightening && typography == other.typography
    }
}
