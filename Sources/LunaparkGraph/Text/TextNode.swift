import Foundation
import LunaparkCore

@MainActor
final class TextNode: ViewNode {
    private var text = Text(verbatim: "")
    /// The text shown: formatted again from it at each counting date's change.
    var shownText: Text { text }
    /// The text's spans with links coloured by the tint.
    private var spans: [TextSpan] = []
    private var font = Font.body.resolved
    private var style = ResolvedShapeStyle(color: Color.primary.resolved)
    /// The environment's alignment resolved for its layout direction (`.leading` is the left edge).
    private var alignment = TextAlignment.leading
    private var lineLimit: Int?
    /// Lines of space the text takes at least (`lineLimit(2...4)`, `lineLimit(_:reservesSpace:)`); 0: none.
    private var reservedLines = 0
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

    /// When a counting date in the text (`Text(_:style:)`, a timer) next changes; nil: never.
    private(set) var liveChange: Date?

    override func update(with view: any View, context: UpdateContext) {
        recordUpdate(context)
        apply(view as! Text, transaction: context.transaction)
    }

    /// Shows `newText` as resolved in the environment now (dates formatted at the host clock's date).
    func apply(_ newText: Text, transaction: Transaction) {
        let composition = TextComposition(newText, in: environment, graph: graph)
        let wasLive = liveChange != nil
        liveChange = composition.nextChange
        if liveChange != nil { graph.registerScheduled(self) } else if wasLive { graph.unregisterScheduled(self) }
        let newFont = composition.font
        let newStyle = composition.style
        let newAlignment = environment.multilineTextAlignment.resolved(for: environment.layoutDirection)
        let newSpans = composition.spans(in: environment)
        let newLimit = environment.lineLimit
        let newReserved = min(environment.reservedLineCount ?? 0, newLimit.map { max($0, 1) } ?? Int.max)
        if newReserved != reservedLines {
            reservedLines = newReserved
            invalidateLayout()
        }
        let newParagraph = TextParagraphStyle(lineSpacing: environment.lineSpacing,
                                              truncationMode: environment.truncationMode)
        let newFitting = TextFitting(composition: composition, spans: newSpans, paragraph: newParagraph,
                                     lineLimit: newLimit, minimumScaleFactor: environment.minimumScaleFactor,
                                     allowsTightening: environment.allowsTightening, environment: environment)
        let fitChanged = fitting.map { !$0.hasSameInputs(as: newFitting) } ?? true
        let newRenderer = environment.textRenderer
        if (newRenderer == nil) != (renderer == nil) { invalidateLayout() }
        if composition.string != shownString || newText.string != text.string || newSpans != spans || newFont != font
            || newLimit != lineLimit || fitChanged {
            invalidateLayout()
            lastFit = nil
        }
        if version == 0 || newText != text || composition.string != shownString || newSpans != spans
            || newFont != font || newStyle != style
            || newAlignment != alignment || newLimit != lineLimit || fitChanged
            || environment.isRedactedAsPlaceholder != isPlaceholder || newRenderer != nil || renderer != nil {
            // A renderer cannot be compared: each update with one draws again.
            version &+= 1
            graph.setNeedsDisplay()
        }
        let newTransition = environment.contentTransition
        if version > 1, newText.string != text.string || newFont != font || newStyle != style,
           transaction.isAnimated, newTransition.kind != .identity {
            contentTransition = TextContentTransition(from: appearance, kind: newTransition.kind,
                                                      countsDown: countsDown(to: newTransition),
                                                      transaction: transaction, at: graph.currentTime)
            graph.registerAnimating(self)
        }
        lastContentTransition = newTransition
        text = newText
        shownString = composition.string
        fitting = newFitting
        paragraph = newParagraph
        baselineOffset = composition.baselineOffset
        isPlaceholder = environment.isRedactedAsPlaceholder
        spans = newSpans
        font = newFont
        style = newStyle
        alignment = newAlignment
        lineLimit = newLimit
        renderer = newRenderer
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
                       lineLimit: lineLimit, size: layoutFrame.size, spans: spans)
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
        var size = fitted(width: maxWidth, height: height.map { max($0 - abs(baselineOffset), 0) }).size
        if reservedLines > 1 {
            // n lines of the font: n - 1 line breaks, as pango counts the empty last line.
            let reserved = graph.textMeasurer.size(of: String(repeating: "\n", count: reservedLines - 1), spans: [],
                                                   font: font, paragraph: paragraph, maxWidth: nil, lineLimit: nil)
            size.height = max(size.height, reserved.height)
        }
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
                                                  attributes: text.allCustomAttributes)
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

    override func willUnmount() {
        super.willUnmount()
        graph.unregisterScheduled(self)
    }

    /// The displayed text (a date formatted, a case applied), up to 20 characters.
    override var debugDescriptionName: String { "Text(\(shownString.prefix(20)))" }
}
