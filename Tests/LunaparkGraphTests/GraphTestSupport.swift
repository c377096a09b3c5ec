import Foundation
import LunaparkCore
import LunaparkGraph
import XCTest

/// A deterministic text measurer: 7 points per character, 17-point lines,
/// whatever the font, wrapping at `maxWidth` by characters.
@MainActor
final class FakeTextMeasurer: TextMeasuring {
    static let characterWidth: CGFloat = 7
    static let lineHeight: CGFloat = 17

    func size(of string: String, font: Font.Resolved, maxWidth: CGFloat?, lineLimit: Int?) -> CGSize {
        let paragraphs = string.split(separator: "\n", omittingEmptySubsequences: false)
        var lines = 0
        var widest: CGFloat = 0
        for paragraph in paragraphs {
            let natural = CGFloat(paragraph.count) * Self.characterWidth
            if let maxWidth, natural > maxWidth {
                let perLine = max(1, Int((maxWidth / Self.characterWidth).rounded(.down)))
                lines += (paragraph.count + perLine - 1) / perLine
                widest = max(widest, CGFloat(perLine) * Self.characterWidth)
            } else {
                lines += 1
                widest = max(widest, natural)
            }
        }
        if let lineLimit { lines = min(lines, lineLimit) }
        return CGSize(width: widest, height: CGFloat(lines) * Self.lineHeight)
    }
}

/// A drawing of the display list with everything that places it in root coordinates.
struct PlacedDrawing {
    var drawing: DisplayList.Drawing
    /// Drawing coordinates -> root coordinates.
    var transform: CGAffineTransform
    /// The product of the enclosing layers' opacities.
    var opacity: Double
    /// Enclosing layers, outermost first.
    var layers: [DisplayList.Layer]

    /// The drawing's bounds in root coordinates.
    var frame: CGRect { drawing.bounds.applying(transform) }

    var fillColor: Color.Resolved? {
        switch drawing.content {
        case .fill(_, .color(let c), _), .stroke(_, .color(let c), _): c
        case .text(let run): if case .color(let c) = run.paint { c } else { nil }
        default: nil
        }
    }

    var text: DisplayList.TextRun? {
        if case .text(let run) = drawing.content { run } else { nil }
    }

    var path: Path? {
        switch drawing.content {
        case .fill(let p, _, _), .stroke(let p, _, _): p
        default: nil
        }
    }

    var paint: DisplayList.Paint? {
        switch drawing.content {
        case .fill(_, let p, _), .stroke(_, let p, _): p
        case .text(let run): run.paint
        default: nil
        }
    }

    var isStroke: Bool { if case .stroke = drawing.content { true } else { false } }
}

extension DisplayList {
    /// Every drawing, in drawing order, with its transform to root coordinates.
    var placedDrawings: [PlacedDrawing] {
        var result: [PlacedDrawing] = []
        var stack: [DisplayList.Layer] = []
        for item in items {
            switch item {
            case .layer(let layer): stack.append(layer)
            case .end: _ = stack.popLast()
            case .drawing(let d):
                var t = d.transform
                for layer in stack.reversed() { t = t.concatenating(layer.transform) }
                let opacity = stack.reduce(1.0) { $0 * $1.opacity }
                result.append(PlacedDrawing(drawing: d, transform: t, opacity: opacity, layers: stack))
            }
        }
        return result
    }
}

/// Drives a `ViewGraph` on a virtual clock, as a host would, collecting diagnostics.
@MainActor
final class GraphHarness {
    let graph: ViewGraph
    let frameRate: Double
    private(set) var time: TimeInterval = 0
    private(set) var list = DisplayList()
    var diagnostics: [String] = []

    /// A graph whose root view's body is `content` (evaluated inside the graph, so what it reads is tracked).
    convenience init<Content: View>(width: CGFloat = 400, height: CGFloat = 300, frameRate: Double = 60,
                                    referenceDate: Date = Date(timeIntervalSinceReferenceDate: 0),
                                    @ViewBuilder content: @escaping () -> Content) {
        self.init(width: width, height: height, frameRate: frameRate, referenceDate: referenceDate,
                  root: ClosureRoot(content: content))
    }

    /// A graph for the root view `root`.
    init<Root: View>(width: CGFloat = 400, height: CGFloat = 300, frameRate: Double = 60,
                     referenceDate: Date = Date(timeIntervalSinceReferenceDate: 0), root: Root) {
        self.frameRate = frameRate
        graph = ViewGraph(size: CGSize(width: width, height: height), textMeasurer: FakeTextMeasurer(),
                          startTime: 0, referenceDate: referenceDate, content: root)
        graph.diagnosticHandler = { [unowned self] in self.diagnostics.append($0) }
        list = graph.frame(at: 0)
    }

    /// Produces a frame at the current time (applies pending changes).
    @discardableResult
    func render() -> DisplayList {
        list = graph.frame(at: time)
        return list
    }

    /// Moves the clock forward by `seconds`, one frame every 1/frameRate and one at the exact end.
    func advance(by seconds: Double) {
        let start = time
        let step = 1 / frameRate
        let count = Int((seconds / step + 1e-9).rounded(.down))
        for k in 0..<count {
            time = start + Double(k + 1) * step
            list = graph.frame(at: time)
        }
        if time < start + seconds - 1e-12 {
            time = start + seconds
            list = graph.frame(at: time)
        }
        if seconds <= 0 { list = graph.frame(at: time) }
    }

    /// Jumps the clock to `t` producing a single frame.
    func jump(to t: TimeInterval) {
        time = t
        list = graph.frame(at: time)
    }

    var drawings: [PlacedDrawing] { list.placedDrawings }

    /// Fill/stroke drawings painted in `color`.
    func drawings(_ color: Color) -> [PlacedDrawing] {
        drawings.filter { $0.fillColor == color.resolved }
    }

    /// The single drawing painted in `color`.
    func drawing(_ color: Color, file: StaticString = #filePath, line: UInt = #line) -> PlacedDrawing? {
        let found = drawings(color)
        XCTAssertEqual(found.count, 1, "drawings in \(color)", file: file, line: line)
        return found.first
    }

    /// The frame (root coordinates) of the single drawing painted in `color`; `.null` (and an issue) when missing.
    func box(_ color: Color, file: StaticString = #filePath, line: UInt = #line) -> CGRect {
        drawing(color, file: file, line: line)?.frame ?? .null
    }

    func texts(_ string: String) -> [PlacedDrawing] {
        drawings.filter { $0.text?.string == string }
    }

    func frame(_ tag: String, file: StaticString = #filePath, line: UInt = #line) -> CGRect {
        guard let r = graph.layoutFrame(tagged: tag) else {
            XCTFail("no view tagged \(tag)", file: file, line: line)
            return .null
        }
        return r
    }

    func tap(at p: CGPoint) {
        graph.handle(.pointerDown(p), at: time)
        graph.handle(.pointerUp(p), at: time)
        advance(by: 1 / frameRate)
    }

    func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10) {
        graph.handle(.pointerDown(start), at: time)
        for k in 1...steps {
            let f = CGFloat(k) / CGFloat(steps)
            advance(by: 1 / frameRate)
            graph.handle(.pointerMoved(CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f),
                                       isPressed: true), at: time)
        }
        graph.handle(.pointerUp(end), at: time)
        advance(by: 1 / frameRate)
    }

    var stats: ViewGraph.Statistics { graph.statistics }
}

/// A root view whose body is a closure, so that the closure's reads are dependencies of a body.
struct ClosureRoot<Content: View>: View {
    let content: () -> Content
    var body: some View { content() }
}

/// Counts evaluations from inside bodies (a class so views can share it without changing their inputs).
@MainActor
final class Counter {
    var count = 0
    var log: [String] = []
    func hit(_ entry: String = "") { count += 1; if !entry.isEmpty { log.append(entry) } }
}

/// Views holding the same counter have equal inputs (SwiftUI compares references by identity).
extension Counter: Equatable {
    nonisolated static func == (lhs: Counter, rhs: Counter) -> Bool { lhs === rhs }
}

extension BindingBox: Equatable {
    nonisolated static func == (lhs: BindingBox, rhs: BindingBox) -> Bool { lhs === rhs }
}

/// Holds a binding captured from inside a view, so a test can write a view's `@State` directly.
@MainActor
final class BindingBox<Value> {
    var binding: Binding<Value>?
    func set(_ value: Value) { binding!.wrappedValue = value }
    var value: Value { binding!.wrappedValue }
}

func expectRect(_ r: CGRect?, _ expected: CGRect, accuracy: CGFloat = 0.01, _ message: String = "",
                file: StaticString = #filePath, line: UInt = #line) {
    guard let r else { XCTFail("no rect \(message)", file: file, line: line); return }
    let ok = abs(r.minX - expected.minX) <= accuracy && abs(r.minY - expected.minY) <= accuracy
        && abs(r.width - expected.width) <= accuracy && abs(r.height - expected.height) <= accuracy
    XCTAssertTrue(ok, "\(r) is not \(expected) \(message)", file: file, line: line)
}
