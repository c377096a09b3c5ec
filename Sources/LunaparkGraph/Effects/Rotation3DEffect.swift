import Foundation
import LunaparkCore

/// `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`: the view turned about an axis
/// through its `anchor` (lifted by `anchorZ` points towards the viewer) and projected back
/// onto its plane with perspective.
///
/// SwiftUI's camera sits `max(width, height) / perspective` points in front of the anchor:
/// with c the view's anchor point (x, y, anchorZ), the effect is, for row vectors,
///
///     T(-c) · R(angle, axis) · P · T(c),    P = identity with m34 = -perspective / max(width, height)
///
/// projected to 2D by `ProjectionTransform(_: CATransform3D)`. A perspective of 0 is an
/// orthographic projection (no vanishing point). Positive angles about y turn the trailing
/// edge away from the viewer (it gets shorter), as on Apple's platforms.
public struct _Rotation3DEffect: GeometryEffect, Equatable {
    public var angle: Angle
    public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    public var anchor: UnitPoint
    public var anchorZ: CGFloat
    public var perspective: CGFloat

    // Nonisolated, as a visual effect (built in a `@Sendable` closure) makes and blends it.
    nonisolated public init(angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                            anchorZ: CGFloat = 0, perspective: CGFloat = 1) {
        self.angle = angle
        self.axis = axis
        self.anchor = anchor
        self.anchorZ = anchorZ
        self.perspective = perspective
    }

    nonisolated public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.angle == rhs.angle && lhs.axis == rhs.axis && lhs.anchor == rhs.anchor && lhs.anchorZ == rhs.anchorZ
            && lhs.perspective == rhs.perspective
    }

    /// Angle, axis x, y and z, anchor, anchorZ and perspective, each interpolated on its own
    /// (as SwiftUI documents for this modifier).
    nonisolated public var animatableData: AnimatablePair<Angle.AnimatableData, AnimatablePair<AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>,
                                                         AnimatablePair<UnitPoint.AnimatableData, AnimatablePair<CGFloat, CGFloat>>>> {
        get {
            AnimatablePair(angle.animatableData,
                           AnimatablePair(AnimatablePair(axis.x, AnimatablePair(axis.y, axis.z)),
                                          AnimatablePair(anchor.animatableData, AnimatablePair(anchorZ, perspective))))
        }
        set {
            angle.animatableData = newValue.first
            axis = (newValue.second.first.first, newValue.second.first.second.first, newValue.second.first.second.second)
            anchor.animatableData = newValue.second.second.first
            anchorZ = newValue.second.second.second.first
            perspective = newValue.second.second.second.second
        }
    }

    nonisolated public func effectValue(size: CGSize) -> ProjectionTransform {
        let center = anchor.point(in: size)
        var camera = CATransform3DIdentity
        let extent = max(size.width, size.height)
        // The eye max(width, height) / perspective in front: m34 = -1 / distance.
        if extent > 0, perspective.isFinite { camera.m34 = -perspective / extent }
        let rotation = CATransform3DMakeRotation(CGFloat(angle.radians), axis.x, axis.y, axis.z)
        let toAnchor = CATransform3DMakeTranslation(-center.x, -center.y, -anchorZ)
        let back = CATransform3DMakeTranslation(center.x, center.y, anchorZ)
        let turned = CATransform3DConcat(CATransform3DConcat(CATransform3DConcat(toAnchor, rotation), camera), back)
        return ProjectionTransform(turned)
    }
}

/// `projectionEffect(_:)`: a fixed projection of the drawing.
public struct _ProjectionEffect: GeometryEffect, Equatable {
    public var transform: ProjectionTransform

    public init(transform: ProjectionTransform) { self.transform = transform }

    public func effectValue(size: CGSize) -> ProjectionTransform { transform }
}

extension View {
    /// Draws the view as if turned by `angle` about `axis` in three dimensions, around
    /// `anchor` (and `anchorZ` points towards the viewer), then projected back onto its plane
    /// from a viewpoint `max(width, height) / perspective` in front of it: the part turned
    /// away gets smaller. Layout is not affected. Animatable (angle, axis, anchor, anchorZ
    /// and perspective each on its own).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat),
                                 anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
                                 perspective: CGFloat = 1) -> some View {
        modifier(_Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ,
                                   perspective: perspective))
    }

    /// Draws the view through `transform` (a projective transform of its local coordinates,
    /// origin at its top-leading corner). Layout is not affected.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(_ProjectionEffect(transform: transform))
    }
}
