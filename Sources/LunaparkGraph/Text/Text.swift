import Foundation
import LunaparkCore

/// A view that displays one or more lines of read-only text (SwiftUI's `Text`).
///
/// Text is measured and drawn with pango. Without a width proposal it takes
/// its ideal, one-line-per-paragraph size; with one it wraps to that width.
/// The font comes from `.font(_:)` on the text or in the environment
/// (default `.body`, 17 points), the colour from the foreground style.
///
/// A string literal is a `LocalizedStringKey`, and its inline Markdown is
/// rendered as SwiftUI renders it (`**bold**`, `*italic*`, code between backquotes,
/// `~~strike~~`, `[link](url)`; see `init(_:tableName:bundle:comment:)`);
/// a `String` value and `init(verbatim:)` are shown as they are.
public struct Text: View, Equatable {
    public typealias Body = Never

    /// What is shown, without markup.
    let string: String
    /// Styled stretches of `string` (from Markdown), in order.
    let spans: [TextSpan]
    var font: Font?
    var color: Color?
    var weight: Font.Weight?
    var design: Font.Design?
    var isItalic = false
    var isMonospacedDigit = false
    /// Kerning, tracking, baseline offset, underline and strikethrough set on this text.
    var typography = TextTypography()
    var width: Font.Width?
    /// The style of `foregroundStyle(_:)` on this text (before `color`).
    var style: AnyShapeStyle?
    /// Values of `customAttribute(_:)`, for text renderers. `nonisolated(unsafe)`: `AnyHashable`
    /// is not `Sendable`, and `Text`'s `Equatable` conformance (nonisolated, as SwiftUI's) reads
    /// it; the array is a value copied with the text and only renderers on the main actor read
    /// its elements.
    nonisolated(unsafe) var customAttributes: [AnyHashable] = []

    /// Text showing `content` as it is (no Markdown: a `String` variable is never
    /// parsed, as in SwiftUI). A string literal chooses `init(_:tableName:bundle:comment:)`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { string = String(content); spans = [] }

    /// Text showing `content` as it is, Markdown characters included.
    public init(verbatim content: String) { string = content; spans = [] }

    /// Text showing `input` formatted by a Foundation format style (iOS 15:
    /// `Text(price, format: .currency(code: "EUR"))`, `Text(date, format: .dateTime.hour())`),
    /// as it is (no Markdown). The style's own locale is used (the current one unless the style
    /// sets another); SwiftUI formats with the environment's `locale`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }

    /// Text showing the string of `key` with its inline Markdown rendered: `*italic*`
    /// or `_italic_`, `**bold**` or `__bold__`, `~~strikethrough~~`, code between backquotes in
    /// the monospaced design, and `[title](url)` links drawn in the tint colour
    /// (`Color.accentColor` by default); backslash escapes make a character
    /// literal; unmatched markup is shown as typed; whitespace and line breaks are
    /// kept. Block Markdown (headings, lists) stays plain text, as in SwiftUI.
    /// Lunapark has no string tables: `tableName`, `bundle` and `comment` are
    /// accepted for SwiftUI's signature, and the key itself is shown (what SwiftUI
    /// shows for a key without a translation). Links are drawn, not opened when clicked.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
                comment: StaticString? = nil) {
        let markdown = InlineMarkdown(key.markdownSource)
        string = markdown.string
        spans = markdown.spans
    }

    public static func _makeNode(_ view: Text, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        TextNode(parent: parent, graph: graph)
    }

    /// This text set in `font`.
    public func font(_ font: Font?) -> Text { var t = self; t.font = font; return t }
    /// This text in `color`.
    public func foregroundColor(_ color: Color?) -> Text { var t = self; t.color = color; t.style = nil; return t }
    /// This text filled with `style` (a colour, a gradient...), as a `Text` so that it can be
    /// combined further (SwiftUI's `Text.foregroundStyle(_:)`, iOS 17).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var t = self
        t.style = AnyShapeStyle(style)
        t.color = nil
        return t
    }
    /// This text at `weight`, whichever font it ends up with (its own or the
    /// environment's); nil keeps that font's weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text { var t = self; t.weight = weight; return t }
    public func bold() -> Text { fontWeight(.bold) }
    /// This text in `design` (`.serif`, `.rounded`, `.monospaced`), whichever font it ends
    /// up with; nil keeps that font's design.
    public func fontDesign(_ design: Font.Design?) -> Text { var t = self; t.design = design; return t }
    /// This text in bold when `isActive`; otherwise the text unchanged (an
    /// earlier `bold()` or `fontWeight(_:)` stays).
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// This text slanted, whichever font it ends up with (its own or the
    /// environment's).
    public func italic() -> Text { var t = self; t.isItalic = true; return t }
    /// This text with equal-width digits (tabular figures), whichever font it
    /// ends up with, so a counter does not jitter as it changes.
    public func monospacedDigit() -> Text { var t = self; t.isMonospacedDigit = true; return t }

    /// The font this text is drawn with in `environment`.
    func resolvedFont(in environment: EnvironmentValues) -> Font.Resolved {
        var r = (font ?? environment.font ?? .body).resolved
        if let weight = weight ?? environment.fontWeight { r.weight = weight }
        if let design = design ?? environment.fontDesign { r.design = design }
        if isItalic { r.italic = true }
        if isMonospacedDigit || environment.monospacedDigits { r.monospacedDigits = true }
        if let width = width ?? environment.fontWidth { r.width = width }
        return r
    }
}

@MainActor
final class TextNode: ViewNode {
    private var text = Text(verbatim: "")
    /// The text's spans with links coloured by the tint.
    private var spans: [TextSpan] = []
    private var font = Font.body.resolved
    private var style = ResolvedShapeStyle(color: Color.primary.resolved)
    /// The environment's alignment resolved for its layout direction (`.leading` is the left edge).
    private var alignment = TextAlignment.leading
    private var lineLimit: Int?
    /// What is drawn: the string in the environment's `textCase`, and its spans with the
    /// typography applied; how it is made to fit (`TextFitting`).
    private var shownString = ""
    private var fitting: TextFitting?
    private var paragraph = TextParagraphStyle.standard
    /// Points the whole text is raised (`baselineOffset`); the text's height grows by its size.
    private var baselineOffset: CGFloat = 0
    /// Drawn as placeholder bars (`redacted(reason: .placeholder)`).
    private var isPlaceholder = false
    /// The last fit, by the width and height it was made for.
    private var lastFit: (width: CGFloat?, height: CGFloat?, font: Font.Resolved, spans: [TextSpan], size: CGSize)?
    private var version: UInt64 = 0
    /// The change being animated by the environment's `contentTransition`, while it runs.
    private var contentTransition: TextContentTransition?
    /// The environment's content transition at the last update (`numericText(value:)` compares values).
    private var lastContentTransition = ContentTransition.opacity
    /// The environment's `textRenderer`, which draws this text when set.
    private var renderer: AnyTextRenderer?

    override func update(with view: any View, context: UpdateContext) {
        let newText = view as! Text
        recordUpdate(context)
        let newFont = newText.resolvedFont(in: environment)
        if let name = newFont.customName, !graph.textMeasurer.hasFont(named: name) {
            // Reported once per name (the graph drops repeated diagnostics).
            graph.report("Font.custom(\"\(name)\"): no installed font matches; drawing with the system font")
        }
        let newStyle = newText.style?._resolve(in: environment) ?? newText.color.map { $0._resolve(in: environment) }
            ?? ForegroundStyle()._resolve(in: environment)
        let newAlignment = environment.multilineTextAlignment.resolved(for: environment.layoutDirection)
        let cased = environment.textCase.map { $0.apply(to: newText.string, spans: newText.spans) }
            ?? (string: newText.string, spans: newText.spans)
        let baseSpans = Self.resolvedSpans(cased.spans, in: environment)
        let typography = newText.typography.over(environment.textTypography)
        let newSpans = typography.applied(to: baseSpans, byteCount: cased.string.utf8.count, in: environment)
        let newLimit = environment.lineLimit
        let newParagraph = TextParagraphStyle(lineSpacing: environment.lineSpacing,
                                              truncationMode: environment.truncationMode)
        let newFitting = TextFitting(string: cased.string, baseSpans: baseSpans, spans: newSpans, font: newFont,
                                     paragraph: newParagraph, lineLimit: newLimit,
                                     minimumScaleFactor: environment.minimumScaleFactor,
                                     allowsTightening: environment.allowsTightening, typography: typography,
                                     environment: environment)
        let fitChanged = fitting.map { !$0.hasSameInputs(as: newFitting) } ?? true
        let newRenderer = environment.textRenderer
        if (newRenderer == nil) != (renderer == nil) { invalidateLayout() }
        if cased.string != shownString || newText.string != text.string || newSpans != spans || newFont != font
            || newLimit != lineLimit || fitChanged {
            invalidateLayout()
            lastFit = nil
        }
        if version == 0 || newText != text || newSpans != spans || newFont != font || newStyle != style
            || newAlignment != alignment || newLimit != lineLimit || fitChanged
            || environment.isRedactedAsPlaceholder != isPlaceholder || newRenderer != nil || renderer != nil {
            // A renderer cannot be compared: each update with one draws again.
            version &+= 1
            graph.setNeedsDisplay()
        }
        let newTransition = environment.contentTransition
        if version > 1, newText.string != text.string || newFont != font || newStyle != style,
           context.transaction.isAnimated, newTransition.kind != .identity {
            contentTransition = TextContentTransition(from: appearance, kind: newTransition.kind,
                                                      countsDown: countsDown(to: newTransition),
                                                      transaction: context.transaction, at: graph.currentTime)
            graph.registerAnimating(self)
        }
        lastContentTransition = newTransition
        text = newText
        shownString = cased.string
        fitting = newFitting
        paragraph = newParagraph
        baselineOffset = typography.baselineOffset ?? 0
        isPlaceholder = environment.isRedactedAsPlaceholder
        spans = newSpans
        font = newFont
        style = newStyle
        alignment = newAlignment
        lineLimit = newLimit
        renderer = newRenderer
    }

    /// `spans` with links in the environment's tint (`Color.accentColor` without one), as SwiftUI draws them.
    private static func resolvedSpans(_ spans: [TextSpan], in environment: EnvironmentValues) -> [TextSpan] {
        guard spans.contains(where: { $0.link != nil }) else { return spans }
        let linkColor = (environment.tint ?? .accentColor).resolve(in: environment)
        return spans.map { span in
            var span = span
            if span.link != nil { span.color = linkColor }
            return span
        }
    }

    /// Whether digits roll down for a change made under `transition`: by comparison of the values
    /// for `numericText(value:)`, as `countsDown` says otherwise.
    private func countsDown(to transition: ContentTransition) -> Bool {
        guard case .numericText(let countsDown, let value) = transition.kind else { return false }
        if let value, case .numericText(_, let old?) = lastContentTransition.kind { return value < old }
        return countsDown
    }

    /// What the text shows now, at its layout size.
    private var appearance: TextAppearance {
        TextAppearance(string: shownString, font: font, paint: style.paint(in: layoutFrame.size), alignment: alignment,
                       lineLimit: lineLimit, size: layoutFrame.size)
    }

    override func stepAnimations(to time: TimeInterval) -> Bool {
        var running = super.stepAnimations(to: time)
        if let transition = contentTransition {
            if transition.step(to: time) { running = true } else { contentTransition = nil }
            graph.setNeedsDisplay()
        }
        return running
    }

    override var animationSummary: String? {
        guard let contentTransition else { return super.animationSummary }
        return String(format: "content transition %.2f", contentTransition.shown)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard let renderer else { return standardSize(proposal) }
        return renderer.sizeThatFits(proposal, TextProxy { [unowned self] in self.standardSize($0) })
    }

    /// The text's size without a renderer, or a renderer's `TextProxy.size(_:)`.
    private func standardSize(_ proposal: ProposedViewSize) -> CGSize {
        let maxWidth = proposal.width.map { $0.isFinite ? $0 : nil } ?? nil
        if let maxWidth, maxWidth <= 0 {
            // Offered no width, text shows nothing of itself but keeps one line's height (as SwiftUI).
            let line = graph.textMeasurer.size(of: "", font: font, maxWidth: nil, lineLimit: 1)
            return CGSize(width: 0, height: line.height)
        }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        let size = fitted(width: maxWidth, height: height.map { max($0 - abs(baselineOffset), 0) }).size
        return CGSize(width: min(size.width, maxWidth ?? size.width), height: size.height + abs(baselineOffset))
    }

    /// The font, spans and size the text is drawn with in `width` × `height` (see `TextFitting`).
    private func fitted(width: CGFloat?, height: CGFloat?) -> (font: Font.Resolved, spans: [TextSpan], size: CGSize) {
        if let lastFit, lastFit.width == width, lastFit.height == height {
            return (lastFit.font, lastFit.spans, lastFit.size)
        }
        guard let fitting else {
            return (font, spans, graph.textMeasurer.size(of: shownString, spans: spans, font: font,
                                                         maxWidth: width, lineLimit: lineLimit))
        }
        let fit = fitting.fitted(width: width, height: height, measurer: graph.textMeasurer)
        lastFit = (width, height, fit.font, fit.spans, fit.size)
        return fit
    }

    override func render(into builder: inout DisplayListBuilder) {
        // Text is laid out at its layout size, even while its frame animates (as SwiftUI does):
        // a new string does not wrap inside the old, narrower frame. The frame's animation moves it.
        let frame = presentedFrame
        let size = layoutFrame.size
        if let contentTransition {
            let nodeID = nodeID
            contentTransition.render(to: appearance, in: frame, measurer: graph.textMeasurer,
                                     id: { DisplayID(1 << 63 | nodeID << 12 | $0) }, into: &builder)
            return
        }
        guard !shownString.isEmpty else { return }
        if isPlaceholder {
            renderPlaceholder(in: frame, into: &builder)
            return
        }
        let textHeight = max(size.height - abs(baselineOffset), 0)
        let fit = fitting?.adjustsToFit == true ? fitted(width: size.width, height: textHeight)
            : (font: font, spans: spans, size: size)
        if let renderer {
            let recording = TextRendererRecording(string: shownString, spans: fit.spans, font: fit.font,
                                                  paint: style.paint(in: size), paragraph: paragraph,
                                                  alignment: alignment, lineLimit: lineLimit,
                                                  attributes: text.customAttributes)
            let box = CGSize(width: size.width, height: textHeight)
            let operations = recording.operations(renderer, size: box, environment: environment, graph: graph)
            builder.draw(DisplayList.Drawing(id: displayID(0), version: version,
                                             transform: CGAffineTransform(translationX: frame.minX,
                                                                          y: frame.minY + max(-baselineOffset, 0)),
                                             bounds: recording.bounds(for: renderer, size: box),
                                             content: .canvas(operations)))
            return
        }
        let run = DisplayList.TextRun(string: shownString, font: fit.font, paint: style.paint(in: size),
                                      frame: CGRect(x: 0, y: max(-baselineOffset, 0), width: size.width, height: textHeight),
                                      alignment: alignment, lineLimit: lineLimit, spans: fit.spans,
                                      paragraph: paragraph)
        builder.draw(DisplayList.Drawing(id: displayID(0), version: version &* 1_000_003 &+ UInt64(size.width.rounded()),
                                         transform: CGAffineTransform(translationX: frame.minX, y: frame.minY),
                                         bounds: CGRect(origin: .zero, size: size).insetBy(dx: -2, dy: -2),
                                         content: .text(run)))
    }

    /// Each line as a rounded bar of its width (see `RedactionReasons`).
    private func renderPlaceholder(in frame: CGRect, into builder: inout DisplayListBuilder) {
        let lines = TextLines(text: shownString, font: font, width: max(frame.width, 1), measurer: graph.textMeasurer)
        let color = RedactionPlaceholder.color(in: environment)
        let barHeight = lines.lineHeight * RedactionPlaceholder.barHeightFraction
        // One drawing for all the bars, versioned by the text's own version and size.
        var bars = Path()
        for index in lines.lines.indices {
            let width = min(lines.width(ofLine: index), frame.width)
            guard width > 0 else { continue }
            let top = CGFloat(index) * lines.lineHeight + (lines.lineHeight - barHeight) / 2
            let radius = barHeight * RedactionPlaceholder.cornerFraction
            bars.addRoundedRect(in: CGRect(x: 0, y: top, width: width, height: barHeight),
                                cornerSize: CGSize(width: radius, height: radius), style: .circular)
        }
        let size = frame.size
        builder.draw(DisplayList.Drawing(id: displayID(0), version: (version &* 1_000_003 &+ UInt64(size.width.rounded())) ^ 0x5EED,
                                         transform: CGAffineTransform(translationX: frame.minX, y: frame.minY),
                                         bounds: CGRect(origin: .zero, size: size),
                                         content: .fill(bars, .color(color), FillStyle())))
    }

    override var debugDescriptionName: String { "Text(\(text.string.prefix(20)))" }
}
