import Foundation
import LunaparkCore

/// An immutable path as Core Graphics spells it (`CGPath`), for SwiftUI code that
/// builds outlines with Core Graphics or UIKit (`UIBezierPath.cgPath`) and
/// draws them with `Path(_:)`. It holds a `Path`; `copy()` and `mutableCopy()`
/// share nothing with it afterwards.
public class CGPath: @unchecked Sendable, Equatable {
    /// The outline, as SwiftUI's path.
    public internal(set) var path: Path

    init(path: Path) { self.path = path }

    /// The smallest rectangle holding every point of the path, control points
    /// included (Core Graphics' `boundingBox`); `CGRect.null` for an empty path.
    public var boundingBox: CGRect { path.isEmpty ? .null : controlPointBounds }
    /// The bounds of the drawn outline, without control points outside it (`boundingBoxOfPath`).
    public var boundingBoxOfPath: CGRect { path.isEmpty ? .null : path.boundingRect }
    /// The point the next segment would start from; `.zero` for an empty path, as in Core Graphics.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }
    /// True when the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// True when `point` is inside the path under the even-odd rule (`eoFill`) or the non-zero rule.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        path.applying(transform).contains(point, eoFill: rule == .evenOdd)
    }

    /// A copy that no later change to this path affects.
    public func copy() -> CGPath { CGPath(path: path) }
    /// A copy transformed by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(path: transform.map { path.applying($0.pointee) } ?? path)
    }
    /// A mutable copy, for adding to it.
    public func mutableCopy() -> CGMutablePath { CGMutablePath(path: path) }

    public static func == (a: CGPath, b: CGPath) -> Bool { a.path == b.path }

    private var controlPointBounds: CGRect {
        var points: [CGPoint] = []
        path.forEach { element in
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .closeSubpath: break
            }
        }
        let xs = points.map(\.x), ys = points.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// Core Graphics' fill rules for `CGPath.contains(_:using:transform:)`.
public enum CGPathFillRule: Int, Sendable {
    /// Inside where the winding number is not zero.
    case winding
    /// Inside where a ray crosses the outline an odd number of times.
    case evenOdd
}

/// A path Core Graphics code builds step by step (`CGMutablePath`). Its methods
/// are Core Graphics' and take the same arguments as `Path`'s, including the
/// sense of `clockwise` in `addArc`.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(path: Path()) }
    override init(path: Path) { super.init(path: path) }

    /// Starts a subpath at `point` (mapped by `transform`).
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { path.move(to: point.applying(transform)) }
    /// A straight line from the current point.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { path.addLine(to: point.applying(transform)) }
    /// A subpath through `points`, starting at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        path.addLines(points.map { $0.applying(transform) })
    }
    /// A quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }
    /// A cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        path.addCurve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
    }
    /// Adds an arc; angles in radians, measured and swept as `Path.addArc` does.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                    endAngle: .radians(Double(endAngle)), clockwise: clockwise, transform: transform)
    }
    /// An arc tangent to two lines (see `Path.addArc(tangent1End:tangent2End:radius:transform:)`).
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform)
    }
    /// A closed rectangle subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { path.addRect(rect, transform: transform) }
    /// A closed subpath per rectangle.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) { path.addRects(rects, transform: transform) }
    /// A closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) { path.addEllipse(in: rect, transform: transform) }
    /// Adds a rounded rectangle with circular corners (Core Graphics' corners are not continuous).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight),
                            style: .circular, transform: transform)
    }
    /// Appends `other`'s subpaths.
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) { path.addPath(other.path, transform: transform) }
    /// Closes the current subpath with a line to its start.
    public func closeSubpath() { path.closeSubpath() }
}

extension Path {
    /// The path a Core Graphics path describes.
    public init(_ path: CGPath) { self = path.path }

    /// This path as a Core Graphics path (a new immutable copy).
    public var cgPath: CGPath { CGPath(path: self) }
}
