import Foundation
import LunaparkCore

/// A 3x3 projective transform (SwiftUI's `ProjectionTransform`). Lunapark
/// draws with cairo, which is affine: the perspective terms (`m13`, `m23`)
/// are kept but ignored when drawing.
public struct ProjectionTransform: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    public init() {}

    public init(_ t: CGAffineTransform) {
        m11 = t.a; m12 = t.b; m21 = t.c; m22 = t.d; m31 = t.tx; m32 = t.ty
    }

    public var isIdentity: Bool { self == ProjectionTransform() }

    /// The affine part.
    public var affine: CGAffineTransform { CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) }

    /// `self` applied first, then `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        ProjectionTransform(affine.concatenating(rhs.affine))
    }
}
