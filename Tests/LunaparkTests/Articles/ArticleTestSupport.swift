import Foundation
import Lunapark
import Observation
import Testing

/// One drawing of a display list in root coordinates, with what its enclosing layers do to it.
struct PlacedArticleDrawing {
    var drawing: DisplayList.Drawing
    /// Drawing coordinates -> root coordinates.
    var transform: CGAffineTransform
    /// The product of the enclosing layers' opacities.
    var opacity: Double
    /// Whether an enclosing layer clips.
    var isClipped: Bool

    /// The drawing's bounds in root coordinates.
    var frame: CGRect { drawing.bounds.applying(transform) }
    /// The scale of the transform along x (1 for none).
    var scale: Double { Double(hypot(transform.a, transform.b)) }
    /// The rotation of the transform in degrees, clockwise on screen positive.
    var rotationDegrees: Double { Double(atan2(transform.b, transform.a)) * 180 / .pi }
}

extension DisplayList {
    /// The drawings of `Text(string)`, in drawing order.
    func texts(_ string: String) -> [PlacedArticleDrawing] {
        var result: [PlacedArticleDrawing] = []
        var stack: [Layer] = []
        for item in items {
            switch item {
            case .layer(let layer): stack.append(layer)
            case .end: _ = stack.popLast()
            case .drawing(let drawing):
                guard case .text(let run) = drawing.content, run.string == string else { continue }
                let transform = stack.reversed().reduce(drawing.transform) { $0.concatenating($1.transform) }
                result.append(PlacedArticleDrawing(
                    drawing: drawing, transform: transform, opacity: stack.reduce(1.0) { $0 * $1.opacity },
                    isClipped: stack.contains { $0.clip != nil }))
            }
        }
        return result
    }
}

extension HeadlessHost {
    /// Taps the middle of the first `Text(string)` on screen (a button's label, a tab's number).
    func tap(text string: String) {
        guard let label = displayList.texts(string).first else {
            Issue.record("no text \"\(string)\" on screen")
            return
        }
        tap(at: CGPoint(x: label.frame.midX, y: label.frame.midY))
    }
}

extension RenderedImage {
    /// The smallest rectangle (pixel coordinates) holding every pixel in `rect` that is close to
    /// `color`, or nil when there is none.
    func boundingBox(of color: (Int, Int, Int), tolerance: Int = 12, in rect: CGRect? = nil) -> CGRect? {
        let area = (rect ?? CGRect(x: 0, y: 0, width: width, height: height))
            .intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !area.isNull, !area.isEmpty else { return nil }
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in Int(area.minY)..<Int(area.maxY) {
            for x in Int(area.minX)..<Int(area.maxX) where matches(x: x, y: y, color, tolerance: tolerance) {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard minX <= maxX else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}

/// The colours the articles use, as Lunapark resolves them (0...255).
enum ArticleColor {
    static let green = (52, 199, 89)
    static let gray = (142, 142, 147)
}

/// How far `animation` has carried a change of 0 -> 1 after `time` seconds (1 once it has ended).
func progress(of animation: Animation, at time: TimeInterval) -> Double {
    var context = AnimationContext<Double>()
    return animation.animate(value: 1.0, time: time, context: &context) ?? 1
}

/// A value the tests change from outside the article's views, as a parent's state would.
@MainActor @Observable
final class ArticleValue {
    var value: CGFloat
    var second: CGFloat
    init(_ value: CGFloat, _ second: CGFloat = 0) {
        self.value = value
        self.second = second
    }

    /// Makes `change` in `withAnimation(animation)` and lets the graph hear of it: under Swift
    /// Testing the main actor is not the main thread, so the graph applies model changes from
    /// the main queue.
    func change(_ animation: Animation?, _ change: (ArticleValue) -> Void) async {
        withAnimation(animation) { change(self) }
        await Task.yield()
    }
}

/// A root view that reads `model` in its body, so that the host hears of its changes (a host
/// builds the view it is given once).
struct ModelRoot<Content: View>: View {
    let model: ArticleValue
    @ViewBuilder let content: (ArticleValue) -> Content
    var body: some View { content(model) }
}

/// The parsed number at the end of each line of `lines` that starts with `prefix`.
func numbers(in lines: [String], after prefix: String) -> [Double] {
    lines.compactMap { line in
        guard line.hasPrefix(prefix) else { return nil }
        let rest = line.dropFirst(prefix.count).split(separator: " ").first ?? ""
        return Double(rest)
    }
}
