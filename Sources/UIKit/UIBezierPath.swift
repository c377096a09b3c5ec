import Foundation
import LunaparkCore
import LunaparkGraph

/// A path as UIKit builds it (UIKit's `UIBezierPath`), for shapes written as
/// `let p = UIBezierPath(); …; return Path(p.cgPath)`.
///
/// UIKit's coordinates are y-down, as Lunapark's are, so points go in unchanged.
/// One difference from `Path`: in `UIBezierPath` an arc with `clockwise: true`
/// turns clockwise on screen (increasing angles), the opposite of
/// `Path.addArc(clockwise:)`, as on iOS. The drawing attributes (`lineWidth`,
/// `lineCapStyle`, `lineJoinStyle`) are kept for `stroke()` through `strokedPath`.
public final class UIBezierPath: @unchecked Sendable {
    /// The outline built so far.
    public private(set) var path = Path()
    /// The width `strokedPath()` uses, in points (UIKit's default 1).
    public var lineWidth: CGFloat = 1
    /// The end caps `strokedPath()` uses.
    public var lineCapStyle: CGLineCap = .butt
    /// The joins `strokedPath()` uses.
    public var lineJoinStyle: CGLineJoin = .miter
    /// True to fill with the even-odd rule.
    public var usesEvenOddFillRule = false

    /// An empty path.
    public init() {}
    /// A rectangle.
    public init(rect: CGRect) { path.addRect(rect) }
    /// An ellipse inscribed in `rect`.
    public init(ovalIn rect: CGRect) { path.addEllipse(in: rect) }
    /// A rectangle with circular corners of `cornerRadius` (UIKit's corners are continuous
    /// from iOS 7; Lunapark uses its continuous style too).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
    }
    /// A rectangle whose `corners` are rounded with `cornerRadii`, the others square.
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let r = min(cornerRadii.width, rect.width / 2, rect.height / 2)
        func radius(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? max(r, 0) : 0 }
        let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        // Clockwise from the top edge; each corner an arc tangent to its two edges (radius 0: a square corner).
        path.move(to: CGPoint(x: minX + radius(.topLeft), y: minY))
        path.addArc(tangent1End: CGPoint(x: maxX, y: minY), tangent2End: CGPoint(x: maxX, y: maxY), radius: radius(.topRight))
        path.addArc(tangent1End: CGPoint(x: maxX, y: maxY), tangent2End: CGPoint(x: minX, y: maxY), radius: radius(.bottomRight))
        path.addArc(tangent1End: CGPoint(x: minX, y: maxY), tangent2End: CGPoint(x: minX, y: minY), radius: radius(.bottomLeft))
        path.addArc(tangent1End: CGPoint(x: minX, y: minY), tangent2End: CGPoint(x: maxX, y: minY), radius: radius(.topLeft))
        path.closeSubpath()
    }
    /// An arc of the circle around `center`; angles in radians, `clockwise` as on screen.
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    /// The path a Core Graphics path describes.
    public init(cgPath: CGPath) { path = cgPath.path }

    /// The outline as a Core Graphics path, for `Path(_:)`.
    public var cgPath: CGPath { path.cgPath }
    /// The point the next segment starts from (`.zero` when empty).
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }
    /// The bounds of the outline.
    public var bounds: CGRect { path.boundingRect }
    /// True when nothing has been added.
    public var isEmpty: Bool { path.isEmpty }

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { path.move(to: point) }
    /// A straight line from the current point.
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// A cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }
    /// A quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: end, control: controlPoint) }
    /// An arc (angles in radians; `clockwise: true` turns clockwise on screen, as in UIKit),
    /// joined by a line to the current point if there is one.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                    endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
    }
    /// Closes the current subpath with a line to its start.
    public func close() { path.closeSubpath() }
    /// Appends another path's subpaths.
    public func append(_ other: UIBezierPath) { path.addPath(other.path) }
    /// Transforms every point of the path.
    public func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }
    /// Removes everything.
    public func removeAllPoints() { path = Path() }
    /// True when `point` is inside the path under its fill rule.
    public func contains(_ point: CGPoint) -> Bool { path.contains(point, eoFill: usesEvenOddFillRule) }
    /// The outline a stroke with this path's line attributes covers.
    public func strokedPath() -> Path {
        path.strokedPath(StrokeStyle(lineWidth: lineWidth, lineCap: lineCapStyle, lineJoin: lineJoinStyle))
    }
}

/// The corners `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` rounds.
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
