import Foundation
import LunaparkCore

extension Path {
    /// The smallest rectangle containing every point of the path: all
    /// on-curve points (moves included) and the extrema of the curves, but not
    /// control points that the curves do not reach (Core Graphics'
    /// `boundingBoxOfPath`). `CGRect.null` for an empty path.
    public var boundingRect: CGRect {
        var box = BoundingBox()
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                box.include(p)
                current = p
                subpathStart = p
            case .line(let p):
                box.include(p)
                current = p
            case .quadCurve(let p, let c):
                box.include(p)
                box.includeExtrema(of: .quad(current, c, p))
                current = p
            case .curve(let p, let c1, let c2):
                box.include(p)
                box.includeExtrema(of: .cubic(current, c1, c2, p))
                current = p
            case .closeSubpath:
                current = subpathStart
            }
        }
        return box.rect
    }

    /// Appends `path`'s elements, each point mapped through `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        for element in path.elements { append(element.applying(transform)) }
    }

    /// This path with every point (control points included) mapped through
    /// `transform`; exact, since affine maps carry Bézier curves to Bézier curves.
    public func applying(_ transform: CGAffineTransform) -> Path {
        if transform.isIdentity { return self }
        var result = Path()
        result.addPath(self, transform: transform)
        return result
    }

    /// This path moved by `dx`, `dy` points.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }
}

extension Path.Element {
    /// This element with its points mapped through `t`.
    func applying(_ t: CGAffineTransform) -> Path.Element {
        switch self {
        case .move(let p): .move(to: p.applying(t))
        case .line(let p): .line(to: p.applying(t))
        case .quadCurve(let p, let c): .quadCurve(to: p.applying(t), control: c.applying(t))
        case .curve(let p, let c1, let c2):
            .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .closeSubpath: .closeSubpath
        }
    }
}

/// An accumulating axis-aligned bounding box (allocation-free, for `boundingRect`).
private struct BoundingBox {
    var minX = Double.infinity, minY = Double.infinity
    var maxX = -Double.infinity, maxY = -Double.infinity

    mutating func include(_ p: CGPoint) {
        minX = min(minX, p.x); maxX = max(maxX, p.x)
        minY = min(minY, p.y); maxY = max(maxY, p.y)
    }

    /// Adds the interior extrema of a curve whose end points are already included.
    /// When every control point lies inside the box of the two end points, the
    /// curve does too (convex hull property) and nothing is computed.
    mutating func includeExtrema(of segment: Path.Segment) {
        let a = segment.start, b = segment.end
        let lowX = min(a.x, b.x), highX = max(a.x, b.x), lowY = min(a.y, b.y), highY = max(a.y, b.y)
        func inside(_ c: CGPoint) -> Bool { c.x >= lowX && c.x <= highX && c.y >= lowY && c.y <= highY }
        switch segment {
        case .quad(_, let c, _) where inside(c): return
        case .cubic(_, let c1, let c2, _) where inside(c1) && inside(c2): return
        default: break
        }
        segment.forEachExtremum { include(segment.point(at: $0)) }
    }

    var rect: CGRect {
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
