import Foundation
import LunaparkCore

/// The outline of a 2D shape (SwiftUI's `Path`): a sequence of subpaths made
/// of straight lines, quadratic and cubic Bézier curves.
///
/// Coordinates are in points, in whatever space the path is drawn in; the
/// scene graph uses origin top-left, y down. A path is a value: building it
/// mutates only this copy (the element array is copy-on-write).
///
/// Arcs, ellipses and rounded corners are stored as cubic Bézier curves, as
/// Core Graphics stores them, so `forEach` yields only the five element kinds.
public struct Path: Equatable, Sendable {
    /// One step of a path's outline, in the path's coordinates.
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point to `to`.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point to `to`.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A straight line back to the start of the current subpath, closing it.
        case closeSubpath
    }

    /// The elements in drawing order. Every subpath starts with `.move`.
    public private(set) var elements: [Element] = []

    /// Where the current subpath started; the current point after `closeSubpath()`.
    private var subpathStart: CGPoint?

    /// The point the next segment starts from, or nil when the path is empty.
    /// After `closeSubpath()` it is the start of the closed subpath (as in Core Graphics).
    public private(set) var currentPoint: CGPoint?

    /// An empty path.
    public init() {}

    /// A path holding the elements of `callback`'s building, e.g.
    /// `Path { p in p.move(to: a); p.addLine(to: b) }`.
    public init(_ callback: (inout Path) -> Void) {
        self.init()
        callback(&self)
    }

    /// True when the path has no elements (a path with only a `move` is not empty, as in SwiftUI).
    public var isEmpty: Bool { elements.isEmpty }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Element) -> Void) {
        for element in elements { body(element) }
    }

    // MARK: Building

    /// Starts a new subpath at `point`. Two moves in a row keep only the second,
    /// since a lone move draws nothing (Core Graphics does the same).
    public mutating func move(to point: CGPoint) {
        if case .move = elements.last {
            elements[elements.count - 1] = .move(to: point)
        } else {
            elements.append(.move(to: point))
        }
        subpathStart = point
        currentPoint = point
    }

    /// Adds a straight line from the current point to `point`. Without a
    /// current point this starts a subpath at `point` instead (cairo's
    /// `line_to` rule; Core Graphics would log an error and draw nothing).
    public mutating func addLine(to point: CGPoint) {
        guard ensureSubpath(startingAt: point) else { return }
        elements.append(.line(to: point))
        currentPoint = point
    }

    /// Adds lines through `points`: a move to the first, then lines to the rest.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Adds a quadratic Bézier curve from the current point to `end` bending
    /// towards `control`. Without a current point it starts a subpath at `end`.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard ensureSubpath(startingAt: end) else { return }
        elements.append(.quadCurve(to: end, control: control))
        currentPoint = end
    }

    /// Adds a cubic Bézier curve from the current point to `end`. Without a
    /// current point it starts a subpath at `end`.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard ensureSubpath(startingAt: end) else { return }
        elements.append(.curve(to: end, control1: control1, control2: control2))
        currentPoint = end
    }

    /// Closes the current subpath with a line to its start. Does nothing on an
    /// empty path or a subpath that is already closed.
    public mutating func closeSubpath() {
        guard let start = subpathStart, let last = elements.last else { return }
        if case .closeSubpath = last { return }
        elements.append(.closeSubpath)
        currentPoint = start
    }

    /// Appends one element as if built with the matching method.
    mutating func append(_ element: Element) {
        switch element {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
        case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
        case .closeSubpath: closeSubpath()
        }
    }

    /// Makes sure a segment can start: after a close, a new subpath starts
    /// implicitly at the closed subpath's start (as in Core Graphics and cairo);
    /// with no current point, starts a subpath at `fallback` and returns false
    /// (the segment would be degenerate).
    private mutating func ensureSubpath(startingAt fallback: CGPoint) -> Bool {
        guard let current = currentPoint else {
            move(to: fallback)
            return false
        }
        if case .closeSubpath = elements.last {
            elements.append(.move(to: current))
            subpathStart = current
        }
        return true
    }

    /// Paths are equal when their elements are (the same outline built the same way).
    public static func == (lhs: Path, rhs: Path) -> Bool { lhs.elements == rhs.elements }
}
