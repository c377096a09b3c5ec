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
    /// The text's string, parts and fonts.
    let composition: TextComposition
    /// The text's spans, typography applied, without tightening.
    let spans: [TextSpan]
    let paragraph: TextParagraphStyle
    let lineLimit: Int?
    /// In 0.01...1; 1: no shrinking.
    let minimumScaleFactor: CGFloat
    let allowsTightening: Bool
    let environment: EnvironmentValues

    var string: String { composition.string }
    var font: Font.Resolved { composition.font }

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
        /// The spans with the parts' fonts at `factor` of their size, tightened when allowed.
        func spansTightened(scale factor: CGFloat) -> [TextSpan] {
            guard allowsTightening || factor != 1 else { return spans }
            let extra = allowsTightening ? -Self.tighteningPerEm * font.size * factor : 0
            return composition.spans(extraSpacing: extra, fontScale: factor, in: environment)
        }
        let tight = spansTightened(scale: 1)
        if allowsTightening, fits(font, tight) { return measured(font, tight) }
        guard minimumScaleFactor < 1 else { return measured(font, tight) }
        func scaled(_ factor: CGFloat) -> Font.Resolved { var f = font; f.size = font.size * factor; return f }
        var low = minimumScaleFactor, high: CGFloat = 1
        if !fits(scaled(low), spansTightened(scale: low)) {
            return measured(scaled(low), spansTightened(scale: low))
        }
        for _ in 0..<Self.scaleSteps {
            let middle = (low + high) / 2
            if fits(scaled(middle), spansTightened(scale: middle)) { low = middle } else { high = middle }
        }
        return measured(scaled(low), spansTightened(scale: low))
    }
}

extension TextFitting {
    /// Whether the text may be tightened or shrunk to fit (otherwise it is drawn as it is set).
    var adjustsToFit: Bool { minimumScaleFactor < 1 || allowsTightening }

    /// Whether `other` fits the same text in the same way (the environment aside).
    func hasSameInputs(as other: TextFitting) -> Bool {
        composition == other.composition && spans == other.spans && paragraph == other.paragraph
            && lineLimit == other.lineLimit && minimumScaleFactor == other.minimumScaleFactor
            && allowsTightening == other.allowsTightening
    }
}
