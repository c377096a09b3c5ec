import Foundation
import LunaparkCore

/// What a `Text` shows: the part of its state a content transition animates from and to.
struct TextAppearance: Equatable {
    var string: String
    var font: Font.Resolved
    var paint: DisplayList.Paint
    var alignment: TextAlignment
    var lineLimit: Int?
    /// The layout size, in points.
    var size: CGSize
    /// The Markdown and `Text + Text` spans the string is drawn with (not while digits roll).
    var spans: [TextSpan] = []
}

/// A running content transition of one `TextNode`: the old appearance and the progress
/// (0 -> 1) of the change, animated with the change's transaction like any value.
@MainActor
final class TextContentTransition {
    private let from: TextAppearance
    private let kind: ContentTransition.Kind
    /// For `.numericText`: true when the digits roll downwards.
    private let countsDown: Bool
    private var progress = AnimatedValue<Double>(0)
    /// The progress at the last step, 0...1 (a spring's overshoot is clamped).
    private(set) var shown: Double = 0

    /// How far a rolling character travels, as a fraction of the line height (Lunapark's choice:
    /// far enough to read as a roll, near enough that old and new overlap half way).
    static let rollDistance: CGFloat = 0.6

    /// Starts a transition from `from`, animated by `transaction` at scene time `time`.
    init(from: TextAppearance, kind: ContentTransition.Kind, countsDown: Bool, transaction: Transaction, at time: TimeInterval) {
        self.from = from
        self.kind = kind
        self.countsDown = countsDown
        progress.setTarget(1, transaction: transaction, at: time)
    }

    var isAnimating: Bool { progress.isAnimating }

    /// Steps to `time`; returns true while the transition runs.
    func step(to time: TimeInterval) -> Bool {
        shown = min(max(progress.value(at: time), 0), 1)
        return progress.isAnimating
    }

    /// Draws the change from the old appearance to `to` at the current progress, the text laid
    /// out in `frame` (root coordinates). `id` gives the display identity of each part.
    func render(to: TextAppearance, in frame: CGRect, measurer: any TextMeasuring,
                id: (UInt64) -> DisplayID, into builder: inout DisplayListBuilder) {
        switch kind {
        case .numericText where isSingleLine(from) && isSingleLine(to)
                && from.string.count + to.string.count < Self.maximumCharacters:
            renderRolling(to: to, in: frame, measurer: measurer, id: id, into: &builder)
        case .interpolate where canInterpolate(to):
            let font = Font.Resolved(size: from.font.size.interpolated(towards: to.font.size, amount: shown),
                                     weight: shown < 0.5 ? from.font.weight : to.font.weight,
                                     design: to.font.design, italic: to.font.italic,
                                     monospacedDigits: to.font.monospacedDigits)
            var paint = to.paint
            if case .color(let a) = from.paint, case .color(let b) = to.paint {
                var color = a
                color.animatableData = a.animatableData.interpolated(towards: b.animatableData, amount: shown)
                paint = .color(color)
            }
            draw(to.string, font: font, paint: paint, alignment: to.alignment, lineLimit: to.lineLimit,
                 spans: to.spans, in: frame, opacity: 1, id: id(0), into: &builder)
        default:
            draw(from, in: CGRect(origin: frame.origin, size: from.size), opacity: 1 - shown, id: id(0), into: &builder)
            draw(to, in: CGRect(origin: frame.origin, size: to.size), opacity: shown, id: id(1), into: &builder)
        }
    }

    /// More characters than this fade as a whole rather than roll (each rolling character is a drawing).
    private static let maximumCharacters = 1000

    private func isSingleLine(_ appearance: TextAppearance) -> Bool {
        !appearance.string.contains(where: \.isNewline) && appearance.lineLimit != 0
    }

    /// Interpolation needs the same string in the same kind of font (as Apple documents).
    private func canInterpolate(_ to: TextAppearance) -> Bool {
        from.string == to.string && from.font.design == to.font.design && from.font.italic == to.font.italic
            && from.font.monospacedDigits == to.font.monospacedDigits
    }

    // MARK: Rolling digits

    /// Characters paired from the end: a pair that is equal stays (sliding between its two
    /// places), otherwise the old character rolls out and the new one rolls in.
    private func renderRolling(to: TextAppearance, in frame: CGRect, measurer: any TextMeasuring,
                               id: (UInt64) -> DisplayID, into builder: inout DisplayListBuilder) {
        let old = Array(from.string), new = Array(to.string)
        let oldEdges = characterEdges(old, font: from.font, measurer: measurer)
        let newEdges = characterEdges(new, font: to.font, measurer: measurer)
        // Distances from the right edge, so that the units stay in place as the text widens.
        let oldWidth = oldEdges.last ?? 0, newWidth = newEdges.last ?? 0
        let lineHeight = max(from.size.height, to.size.height)
        let travel = Self.rollDistance * lineHeight * (countsDown ? -1 : 1)
        let p = CGFloat(shown)
        for k in 0..<max(old.count, new.count) {
            let i = old.count - 1 - k, j = new.count - 1 - k
            let oldX = i >= 0 ? frame.maxX - (oldWidth - oldEdges[i]) : 0
            let newX = j >= 0 ? frame.maxX - (newWidth - newEdges[j]) : 0
            if i >= 0, j >= 0, old[i] == new[j] {
                let x = oldX + (newX - oldX) * p
                drawCharacter(new[j], of: to, width: newEdges[j + 1] - newEdges[j], at: CGPoint(x: x, y: frame.minY),
                              opacity: 1, id: id(UInt64(2 + 2 * k)), into: &builder)
                continue
            }
            if i >= 0 {
                drawCharacter(old[i], of: from, width: oldEdges[i + 1] - oldEdges[i],
                              at: CGPoint(x: oldX, y: frame.minY - travel * p),
                              opacity: 1 - shown, id: id(UInt64(2 + 2 * k)), into: &builder)
            }
            if j >= 0 {
                drawCharacter(new[j], of: to, width: newEdges[j + 1] - newEdges[j],
                              at: CGPoint(x: newX, y: frame.minY + travel * (1 - p)),
                              opacity: shown, id: id(UInt64(3 + 2 * k)), into: &builder)
            }
        }
    }

    /// The x of each character's leading edge and of the end, measured as prefixes of the string.
    private func characterEdges(_ characters: [Character], font: Font.Resolved, measurer: any TextMeasuring) -> [CGFloat] {
        var edges: [CGFloat] = [0]
        var prefix = ""
        for character in characters {
            prefix.append(character)
            edges.append(measurer.size(of: prefix, font: font, maxWidth: nil, lineLimit: 1).width)
        }
        return edges
    }

    private func drawCharacter(_ character: Character, of appearance: TextAppearance, width: CGFloat, at origin: CGPoint,
                               opacity: Double, id: DisplayID, into builder: inout DisplayListBuilder) {
        draw(String(character), font: appearance.font, paint: appearance.paint, alignment: .leading, lineLimit: 1,
             in: CGRect(origin: origin, size: CGSize(width: max(width, 0), height: appearance.size.height)),
             opacity: opacity, id: id, into: &builder)
    }

    // MARK: Drawing

    private func draw(_ appearance: TextAppearance, in frame: CGRect, opacity: Double, id: DisplayID,
                      into builder: inout DisplayListBuilder) {
        draw(appearance.string, font: appearance.font, paint: appearance.paint, alignment: appearance.alignment,
             lineLimit: appearance.lineLimit, spans: appearance.spans, in: frame, opacity: opacity, id: id,
             into: &builder)
    }

    /// One text drawing at `frame`, faded to `opacity` (0...1) through its colour's alpha, or a
    /// layer for gradients and for spans with colours of their own (pango draws those with their
    /// own alpha). Nothing is drawn at opacity 0.
    private func draw(_ string: String, font: Font.Resolved, paint: DisplayList.Paint, alignment: TextAlignment,
                      lineLimit: Int?, spans: [TextSpan] = [], in frame: CGRect, opacity: Double, id: DisplayID,
                      into builder: inout DisplayListBuilder) {
        guard opacity > 0, !string.isEmpty else { return }
        var faded = paint
        var needsLayer = false
        if opacity < 1 {
            if spans.contains(where: { $0.color != nil }) {
                needsLayer = true
            } else if case .color(var color) = paint {
                color.opacity *= Float(opacity)
                faded = .color(color)
            } else {
                needsLayer = true
            }
        }
        let run = DisplayList.TextRun(string: string, font: font, paint: faded, frame: CGRect(origin: .zero, size: frame.size),
                                      alignment: alignment, lineLimit: lineLimit, spans: spans)
        var hasher = Hasher()
        hasher.combine(run)
        let drawing = DisplayList.Drawing(id: id, version: UInt64(bitPattern: Int64(hasher.finalize())),
                                          transform: CGAffineTransform(translationX: frame.minX, y: frame.minY),
                                          bounds: CGRect(origin: .zero, size: frame.size).insetBy(dx: -2, dy: -2),
                                          content: .text(run))
        if needsLayer {
            builder.beginLayer(DisplayList.Layer(id: DisplayID(id.rawValue | 1 << 62), opacity: opacity))
            builder.draw(drawing)
            builder.endLayer()
        } else {
            builder.draw(drawing)
        }
    }
}
