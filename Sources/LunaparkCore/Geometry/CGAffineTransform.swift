import Foundation

/// An affine transform with Core Graphics' layout and semantics, which
/// Foundation does not provide on Linux.
///
/// A point `(x, y)` maps to `(a*x + c*y + tx, b*x + d*y + ty)`. As in Core
/// Graphics, `t1.concatenating(t2)` applies `t1` first, then `t2`.
@frozen
public struct CGAffineTransform: Equatable, Hashable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    @inlinable
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    @inlinable
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The transform that changes nothing.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    @inlinable
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    @inlinable
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians; positive angles turn clockwise on a
    /// y-down screen, as in SwiftUI's `rotationEffect`.
    @inlinable
    public init(rotationAngle angle: CGFloat) {
        let (s, c) = (sin(angle), cos(angle))
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    @inlinable
    public var isIdentity: Bool { self == .identity }

    /// `self` applied first, then `t2`.
    @inlinable
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// A translation applied before `self`.
    @inlinable
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before `self`.
    @inlinable
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation applied before `self`.
    @inlinable
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// This transform applied about `point` instead of the origin: `point` stays where it is
    /// (translate `point` to the origin, apply `self`, translate back).
    @inlinable
    public func about(_ point: CGPoint) -> CGAffineTransform {
        // translate(-p) · self · translate(p), multiplied out: the linear part is unchanged and
        // x' = (x - px) a + (y - py) c + tx + px, so tx' = tx + px - (px a + py c) (y alike).
        // (Two full concatenations cost a frame of 30,000 animated effects 4 % of its instructions.)
        CGAffineTransform(a: a, b: b, c: c, d: d,
                          tx: tx + point.x - (point.x * a + point.y * c),
                          ty: ty + point.y - (point.x * b + point.y * d))
    }

    /// The inverse, or `self` unchanged when the transform is singular (as Core Graphics does).
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return CGAffineTransform(a: ia, b: ib, c: ic, d: id,
                                 tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }
}

extension CGPoint {
    /// This point mapped through `t`.
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// This size mapped through the linear part of `t`.
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle containing this rectangle's four corners mapped through `t`.
    /// (The renderer asks once per drawing per frame: no temporary arrays.)
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let x0 = minX, x1 = maxX, y0 = minY, y1 = maxY
        // x' = a·x + c·y + tx is extremal at the corner choosing x by sign(a) and y by sign(c)
        // (y' likewise with b and d); rounding keeps that order, so this is each corner's value.
        let ax = (Swift.min(t.a * x0, t.a * x1), Swift.max(t.a * x0, t.a * x1))
        let cy = (Swift.min(t.c * y0, t.c * y1), Swift.max(t.c * y0, t.c * y1))
        let bx = (Swift.min(t.b * x0, t.b * x1), Swift.max(t.b * x0, t.b * x1))
        let dy = (Swift.min(t.d * y0, t.d * y1), Swift.max(t.d * y0, t.d * y1))
        let minX = ax.0 + cy.0 + t.tx, maxX = ax.1 + cy.1 + t.tx
        let minY = bx.0 + dy.0 + t.ty, maxY = bx.1 + dy.1 + t.ty
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
