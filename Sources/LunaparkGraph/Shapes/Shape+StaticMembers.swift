import Foundation
import LunaparkCore

// The standard shapes as static members, for `.clipShape(.rect(cornerRadius: 12))`,
// `.background(.blue, in: .capsule)` and the like (SwiftUI, iOS 17).

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with corners of radius `cornerRadius` points.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangle with elliptical corners of `cornerSize`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with the corners of `cornerRadii`.
    public static func rect(cornerRadii: RectangleCornerRadii,
                            style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    /// A rectangle with a radius per corner, each 0 unless given.
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
                            bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
                            style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius,
                               style: style)
    }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
    /// A capsule with ends of `style`.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == ContainerRelativeShape {
    /// The shape of the enclosing container: a rectangle here (see `ContainerRelativeShape`).
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
