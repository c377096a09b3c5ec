import Foundation
import LunaparkCore

/// A 3x3 projective transform (SwiftUI's `ProjectionTransform`), laid out as
/// `CGAffineTransform` is: a point `(x, y)` is the row vector `(x, y, 1)`, multiplied by the
/// matrix, then divided by its third component:
///
///     w  = x·m13 + y·m23 + m33
///     x' = (x·m11 + y·m21 + m31) / w
///     y' = (x·m12 + y·m22 + m32) / w
///
/// `m13` and `m23` are the perspective terms (0 for an affine transform). Lunapark draws a
/// non-affine transform truly projectively: the renderer rasterizes the content once and
/// warps it (see `CairoRenderer.drawProjected`).
@frozen
public struct ProjectionTransform: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    @inlinable
    public init() {}

    /// The affine transform `t` as a projection.
    public init(_ t: CGAffineTransform) {
        m11 = t.a; m12 = t.b; m21 = t.c; m22 = t.d; m31 = t.tx; m32 = t.ty
    }

    /// The projection of a 3D transform onto the z = 0 plane, as SwiftUI makes it: the
    /// rows and columns for x, y and w (1, 2 and 4) of `m`; z is dropped.
    public init(_ m: CATransform3D) {
        m11 = m.m11; m12 = m.m12; m13 = m.m14
        m21 = m.m21; m22 = m.m22; m23 = m.m24
        m31 = m.m41; m32 = m.m42; m33 = m.m44
    }

    /// A projection from its nine entries, row by row.
    package init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
                 m31: CGFloat, m32: CGFloat, m33: CGFloat) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    /// True when the transform is the identity.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// True when the transform has no perspective (`m13 = m23 = 0`, `m33 = 1`): it maps
    /// parallel lines to parallel lines and equals `affine`.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The affine part (`m11`, `m12`, `m21`, `m22`, `m31`, `m32`); equal to the transform only
    /// when `isAffine`.
    public var affine: CGAffineTransform { CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) }

    /// `self` applied first, then `rhs` (the matrix product `self · rhs`).
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        ProjectionTransform(
            m11: m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31,
            m12: m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32,
            m13: m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33,
            m21: m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31,
            m22: m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32,
            m23: m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33,
            m31: m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31,
            m32: m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32,
            m33: m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33)
    }

    /// The determinant of the 3x3 matrix (0 when the transform collapses the plane).
    package var determinant: CGFloat {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// Inverts the transform in place; returns false, leaving it unchanged, when it has no
    /// inverse (a determinant of 0, or not finite).
    @discardableResult
    public mutating func invert() -> Bool {
        let det = determinant
        guard det != 0, det.isFinite else { return false }
        // The adjugate divided by the determinant.
        self = ProjectionTransform(
            m11: (m22 * m33 - m23 * m32) / det, m12: (m13 * m32 - m12 * m33) / det, m13: (m12 * m23 - m13 * m22) / det,
            m21: (m23 * m31 - m21 * m33) / det, m22: (m11 * m33 - m13 * m31) / det, m23: (m13 * m21 - m11 * m23) / det,
            m31: (m21 * m32 - m22 * m31) / det, m32: (m12 * m31 - m11 * m32) / det, m33: (m11 * m22 - m12 * m21) / det)
        return true
    }

    /// The inverse, or the transform unchanged when it has none (as SwiftUI's does).
    public func inverted() -> ProjectionTransform {
        var copy = self
        copy.invert()
        return copy
    }

    /// The homogeneous w of `point` (positive in front of the eye, as drawn).
    package func w(of point: CGPoint) -> CGFloat { point.x * m13 + point.y * m23 + m33 }

    /// Where `point` goes, or nil when its w is not positive (at or behind the eye: the point
    /// is not drawn).
    package func apply(to point: CGPoint) -> CGPoint? {
        let w = self.w(of: point)
        guard w > 0 else { return nil }
        return CGPoint(x: (point.x * m11 + point.y * m21 + m31) / w, y: (point.x * m12 + point.y * m22 + m32) / w)
    }
}
