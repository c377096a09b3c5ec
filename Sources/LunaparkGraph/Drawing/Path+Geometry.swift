import Foundation
import LunaparkCore

extension Path {
    /// The smallest rectangle containing every point of the path: all
    /// on-curve points (moves included) and the extrema of the curves, but not
    /// control points that the curves do not reach (Core Graphics'
    /// `boundingBoxOfPath`). `CGRect.null` for an empty path.
    public var boundingRect: CGRect {
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        func include(_ p: CGPoint) {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        for subpath in subpaths {
            include(subpath.start)
            for segment in subpath.segments {
                include(segment.end)
                for t in segment.extremaParameters { include(segment.point(at: t)) }
            }
        }
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
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
