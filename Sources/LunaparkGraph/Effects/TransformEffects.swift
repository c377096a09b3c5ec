import Foundation
import LunaparkCore

/// `offset(x:y:)`: moves the drawing without changing layout.
public struct _OffsetEffect: GeometryEffect, Equatable {
    public var offset: CGSize

    public init(offset: CGSize) { self.offset = offset }

    public var animatableData: CGSize.AnimatableData {
        get { offset.animatableData }
        set { offset.animatableData = newValue }
    }

    public func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: offset.width, y: offset.height))
    }
}

/// `scaleEffect(_:anchor:)`: scales the drawing around `anchor` of the view's bounds.
public struct _ScaleEffect: GeometryEffect, Equatable {
    public var scale: CGSize
    public var anchor: UnitPoint

    public init(scale: CGSize, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    public var animatableData: AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData> {
        get { AnimatablePair(scale.animatableData, anchor.animatableData) }
        set { scale.animatableData = newValue.first; anchor.animatableData = newValue.second }
    }

    public func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(scaleX: scale.width, y: scale.height).about(anchor.point(in: size)))
    }
}

/// `rotationEffect(_:anchor:)`: rotates the drawing around `anchor`; positive angles turn clockwise on screen.
public struct _RotationEffect: GeometryEffect, Equatable {
    public var angle: Angle
    public var anchor: UnitPoint

    public init(angle: Angle, anchor: UnitPoint = .center) {
        self.angle = angle
        self.anchor = anchor
    }

    public var animatableData: AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData> {
        get { AnimatablePair(angle.animatableData, anchor.animatableData) }
        set { angle.animatableData = newValue.first; anchor.animatableData = newValue.second }
    }

    public func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(rotationAngle: CGFloat(angle.radians)).about(anchor.point(in: size)))
    }
}

extension View {
    /// Moves the view's drawing by `offset` points without changing its layout.
    public func offset(_ offset: CGSize) -> some View { modifier(_OffsetEffect(offset: offset)) }

    /// Moves the view's drawing by `x`, `y` points without changing its layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_OffsetEffect(offset: CGSize(width: x, height: y)))
    }

    /// Scales the view's drawing by `scale` around `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(_ScaleEffect(scale: scale, anchor: anchor))
    }

    /// Scales the view's drawing uniformly by `s` around `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        modifier(_ScaleEffect(scale: CGSize(width: s, height: s), anchor: anchor))
    }

    /// Scales the view's drawing by `x` and `y` around `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        modifier(_ScaleEffect(scale: CGSize(width: x, height: y), anchor: anchor))
    }

    /// Rotates the view's drawing by `angle` around `anchor` (clockwise for positive angles).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_RotationEffect(angle: angle, anchor: anchor))
    }

    /// Applies the affine `transform` to the view's drawing (without changing its layout).
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(_TransformEffect(transform: transform))
    }
}

/// `transformEffect(_:)`: an arbitrary affine transform of the drawing.
public struct _TransformEffect: GeometryEffect, Equatable {
    public var transform: CGAffineTransform
    public func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform(transform) }
}
