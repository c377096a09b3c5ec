import Foundation
import LunaparkCore

/// A radial gradient stretched to an ellipse filling the shape's bounds
/// (SwiftUI's `EllipticalGradient`).
///
/// The gradient is laid out in a unit square, its centre a unit point and its
/// radii fractions of the square's side, then the square is stretched to the
/// bounding rectangle, so circles become ellipses: with the defaults (centre,
/// 0 to 0.5) location 1 touches the middle of each edge. Inside the start
/// ellipse and outside the end one the end colours continue.
public struct EllipticalGradient: ShapeStyle, View, Hashable {
    var gradient: Gradient
    var center: UnitPoint
    var startRadiusFraction: CGFloat
    var endRadiusFraction: CGFloat

    /// A gradient in ellipses around `center`; the radii are fractions of the
    /// bounds (0.5 reaches the edges from the centre; negative fractions count as 0).
    public init(gradient: Gradient, center: UnitPoint = .center,
                startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// An elliptical gradient through `colors`, evenly spaced; see
    /// `init(gradient:center:startRadiusFraction:endRadiusFraction:)`.
    public init(colors: [Color], center: UnitPoint = .center,
                startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center,
                  startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient through `stops`; see
    /// `init(gradient:center:startRadiusFraction:endRadiusFraction:)`.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center,
                startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center,
                  startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public func _resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        ResolvedShapeStyle(kind: .elliptical, stops: gradient.stops,
                           geometry: [Double(center.x), Double(center.y),
                                      Double(startRadiusFraction), Double(endRadiusFraction)],
                           in: environment)
    }

    public var body: some View { Rectangle().fill(self) }
}
