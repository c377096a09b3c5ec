import Foundation
import LunaparkCore

/// A `Text` resolved in an environment for pango: the string shown (in the environment's
/// `textCase`), the font and paint of the whole, and one segment per text joined by `+` (one for
/// a single text) with the spans that give it its own font, colour, typography and baseline.
///
/// A part's styling wins over the sum's and the sum's over the environment's (`Text.leaves` fills
/// what a part leaves unset); only where a part differs from the whole text do its spans carry
/// it, so a single text keeps its Markdown spans as they are.
struct TextComposition: Equatable {
    /// One part of the text.
    struct Segment: Equatable {
        /// The part's UTF-8 byte range in `string`.
        var range: Range<Int>
        /// The part's Markdown spans (links in the tint), and, where the part differs from the
        /// whole, spans filling `range` that carry its font, colour and baseline offset.
        var spans: [TextSpan]
        /// The part's kerning, tracking, underline and strikethrough (its own over the sums' over
        /// the environment's).
        var typography: TextTypography
    }

    let string: String
    let segments: [Segment]
    /// The font of the whole text (the sum's own modifiers over the environment's).
    let font: Font.Resolved
    /// What the glyphs are filled with where no span sets a colour: the whole text's style, or
    /// the first part's gradient when the whole has a plain colour (pango colours a span with one
    /// colour only, so a gradient set on a part fills the whole text's bounds under the parts
    /// that have a colour of their own).
    let style: ResolvedShapeStyle
    /// Points the whole text is raised (`baselineOffset` on the sum or in the environment).
    let baselineOffset: CGFloat
    /// When a counting date in the text next changes its string; nil: never.
    let nextChange: Date?

    /// `text` resolved in `environment`; fonts and symbols that cannot be drawn are reported once
    /// each through `graph`.
    @MainActor
    init(_ text: Text, in environment: EnvironmentValues, graph: ViewGraph) {
        let foreground = ForegroundStyle()._resolve(in: environment)
        func resolvedStyle(of text: Text) -> ResolvedShapeStyle {
            text.style?._resolve(in: environment) ?? text.color.map { $0._resolve(in: environment) } ?? foreground
        }
        let wholeFont = text.resolvedFont(in: environment)
        let wholeStyle = resolvedStyle(of: text)
        let wholeTypography = text.typography.over(environment.textTypography)
        let leaves = text.leaves
        let leafStyles = leaves.map(resolvedStyle(of:))
        let paint = wholeStyle.kind == .color ? leafStyles.first { $0.kind != .color } ?? wholeStyle : wholeStyle
        var string = ""
        var segments: [Segment] = []
        let now = graph.currentDate
        var nextChange: Date?
        for (leaf, leafStyle) in zip(leaves, leafStyles) {
            let leafString = leaf.dateContent.map { $0.string(at: now, in: environment) } ?? leaf.string
            if let change = leaf.dateContent?.nextChange(after: now) { nextChange = min(nextChange ?? change, change) }
            let cased = environment.textCase.map { $0.apply(to: leafString, spans: leaf.spans) }
                ?? (string: leafString, spans: leaf.spans)
            let start = string.utf8.count
            string += cased.string
            let range = start ..< string.utf8.count
            var spans = Self.tinted(cased.spans, in: environment).map { span in
                var span = span
                span.range = span.range.lowerBound + start ..< span.range.upperBound + start
                return span
            }
            let typography = leaf.typography.over(environment.textTypography)
            let font = Self.font(of: leaf, in: environment, graph: graph)
            let rise = (typography.baselineOffset ?? 0) - (wholeTypography.baselineOffset ?? 0)
            // A part's gradient other than the paint shows its first colour.
            let color = leafStyle == paint ? nil : leafStyle.colors.first
            if font != wholeFont || color != nil || rise != 0 {
                spans = TextSpan.filling(range, around: spans).map { span in
                    var span = span
                    if font != wholeFont { span.font = font }
                    if span.color == nil { span.color = color }
                    span.baselineOffset = rise
                    return span
                }
            }
            segments.append(Segment(range: range, spans: spans, typography: typography))
        }
        if let name = wholeFont.customName, !graph.textMeasurer.hasFont(named: name) {
            graph.report("Font.custom(\"\(name)\"): no installed font matches; drawing with the system font")
        }
        self.string = string
        self.segments = segments
        font = wholeFont
        style = paint
        baselineOffset = wholeTypography.baselineOffset ?? 0
        self.nextChange = nextChange
    }

    /// The spans to draw the text with: each part's typography applied, `extraSpacing` points of
    /// letter spacing added to every character (negative: `allowsTightening`), and the parts' own
    /// fonts scaled by `fontScale` (with the whole text's font, by `minimumScaleFactor`).
    func spans(extraSpacing: CGFloat = 0, fontScale: CGFloat = 1, in environment: EnvironmentValues) -> [TextSpan] {
        segments.flatMap { segment in
            let styled = segment.typography.applied(to: segment.spans, in: segment.range,
                                                    extraSpacing: extraSpacing, in: environment)
            guard fontScale != 1 else { return styled }
            return styled.map { span in
                guard var font = span.font else { return span }
                var span = span
                font.size *= fontScale
                span.font = font
                return span
            }
        }
    }

    /// The font `leaf` is drawn with: its own resolved in `environment`, or for a symbol the icon
    /// font at that size.
    @MainActor
    private static func font(of leaf: Text, in environment: EnvironmentValues, graph: ViewGraph) -> Font.Resolved {
        let font = leaf.resolvedFont(in: environment)
        switch leaf.inlineImage {
        case nil:
            if let name = font.customName, !graph.textMeasurer.hasFont(named: name) {
                graph.report("Font.custom(\"\(name)\"): no installed font matches; drawing with the system font")
            }
            return font
        case .symbol(let name):
            if leaf.string.isEmpty {
                graph.report("No symbol named '\(name)' found in system symbol set")
            } else if !graph.textMeasurer.hasFont(named: SystemSymbolTable.fontFamily) {
                graph.report("Text(Image(systemName:)): the \(SystemSymbolTable.fontFamily) font is not installed "
                             + "(Debian package fonts-material-design-icons-iconfont); symbols are not drawn")
            }
            return Font.Resolved(size: font.size, customName: SystemSymbolTable.fontFamily)
        case .unsupported:
            graph.report("Text(Image): only Image(systemName:) is drawn inside a text in Lunapark; the image is left out")
            return font
        }
    }

    /// `spans` with links in the environment's tint (`Color.accentColor` without one), as SwiftUI draws them.
    private static func tinted(_ spans: [TextSpan], in environment: EnvironmentValues) -> [TextSpan] {
        guard spans.contains(where: { $0.link != nil }) else { return spans }
        let linkColor = (environment.tint ?? .accentColor).resolve(in: environment)
        return spans.map { span in
            var span = span
            if span.link != nil { span.color = linkColor }
            return span
        }
    }
}
