import Foundation
import LunaparkCore

/// A view that displays one or more lines of read-only text (SwiftUI's `Text`).
///
/// Text is measured and drawn with pango. Without a width proposal it takes
/// its ideal, one-line-per-paragraph size; with one it wraps to that width.
/// The font comes from `.font(_:)` on the text or in the environment
/// (default `.body`, 17 points), the colour from the foreground style.
public struct Text: View, Equatable {
    public typealias Body = Never

    let string: String
    var font: Font?
    var color: Color?
    var weight: Font.Weight?
    var design: Font.Design?
    var isItalic = false
    var isMonospacedDigit = false

    /// Text showing `content` as it is.
    public init<S: StringProtocol>(_ content: S) { string = String(content) }

    /// Text showing `content` as it is.
    public init(verbatim content: String) { string = content }

    public static func _makeNode(_ view: Text, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        TextNode(parent: parent, graph: graph)
    }

    /// This text set in `font`.
    public func font(_ font: Font?) -> Text { var t = self; t.font = font; return t }
    /// This text in `color`.
    public func foregroundColor(_ color: Color?) -> Text { var t = self; t.color = color; return t }
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
        if isMonospacedDigit { r.monospacedDigits = true }
        return r
    }
}

@MainActor
final class TextNode: ViewNode {
    private var text = Text("")
    private var font = Font.body.resolved
    private var style = ResolvedShapeStyle(color: Color.primary.resolved)
    private var alignment = TextAlignment.leading
    private var lineLimit: Int?
    private var version: UInt64 = 0
    /// The change being animated by the environment's `contentTransition`, while it runs.
    private var contentTransition: TextContentTransition?
    /// The environment's content transition at the last update (`numericText(value:)` compares values).
    private var lastContentTransition = ContentTransition.opacity

    override func update(with view: any View, context: UpdateContext) {
        let newText = view as! Text
        recordUpdate(context)
        let newFont = newText.resolvedFont(in: environment)
        if let name = newFont.customName, !graph.textMeasurer.hasFont(named: name) {
            // Reported once per name (the graph drops repeated diagnostics).
            graph.report("Font.custom(\"\(name)\"): no installed font matches; drawing with the system font")
        }
        let newStyle = newText.color.map { $0._resolve(in: environment) }
            ?? ForegroundStyle()._resolve(in: environment)
        let newAlignment = environment.multilineTextAlignment
        let newLimit = environment.lineLimit
        if newText.string != text.string || newFont != font || newLimit != lineLimit {
            graph.setNeedsLayout()
        }
        if version == 0 || newText != text || newFont != font || newStyle != style || newAlignment != alignment || newLimit != lineLimit {
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
        font = newFont
        style = newStyle
        alignment = newAlignment
        lineLimit = newLimit
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
        TextAppearance(string: text.string, font: font, paint: style.paint(in: layoutFrame.size), alignment: alignment,
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
        let maxWidth = proposal.width.map { $0.isFinite ? $0 : nil } ?? nil
        if let maxWidth, maxWidth <= 0 {
            // Offered no width, text shows nothing of itself but keeps one line's height (as SwiftUI).
            let line = graph.textMeasurer.size(of: "", font: font, maxWidth: nil, lineLimit: 1)
            return CGSize(width: 0, height: line.height)
        }
        let size = graph.textMeasurer.size(of: text.string, font: font, maxWidth: maxWidth, lineLimit: lineLimit)
        return CGSize(width: min(size.width, maxWidth ?? size.width), height: size.height)
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
        guard !text.string.isEmpty else { return }
        let run = DisplayList.TextRun(string: text.string, font: font, paint: style.paint(in: size),
                                      frame: CGRect(origin: .zero, size: size),
                                      alignment: alignment, lineLimit: lineLimit)
        builder.draw(DisplayList.Drawing(id: displayID(0), version: version &* 1_000_003 &+ UInt64(size.width.rounded()),
                                         transform: CGAffineTransform(translationX: frame.minX, y: frame.minY),
                                         bounds: CGRect(origin: .zero, size: size).insetBy(dx: -2, dy: -2),
                                         content: .text(run)))
    }

    override var debugDescriptionName: String { "Text(\(text.string.prefix(20)))" }
}
