import Foundation
import LunaparkCore

/// Colour stops (SwiftUI's `Gradient`); `init(colors:)` spaces them evenly.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        /// Position along the gradient, 0...1.
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { i, c in Stop(color: c, location: n > 1 ? CGFloat(i) / CGFloat(n - 1) : 0) }
    }
}

/// A linear gradient between two unit points of the shape's bounds (SwiftUI's `LinearGradient`).
public struct LinearGradient: ShapeStyle, View, Hashable {
    var gradient: Gradient
    var startPoint: UnitPoint
    var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public func _resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        ResolvedShapeStyle(kind: .linear, stops: gradient.stops,
                           geometry: [startPoint.x, startPoint.y, endPoint.x, endPoint.y].map(Double.init))
    }

    public var body: some View { Rectangle().fill(self) }
}

/// A radial gradient (SwiftUI's `RadialGradient`); radii in points.
public struct RadialGradient: ShapeStyle, View, Hashable {
    var gradient: Gradient
    var center: UnitPoint
    var startRadius: CGFloat
    var endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public func _resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        ResolvedShapeStyle(kind: .radial, stops: gradient.stops,
                           geometry: [Double(center.x), Double(center.y), Double(startRadius), Double(endRadius)])
    }

    public var body: some View { Rectangle().fill(self) }
}

/// An angular (conic) gradient sweeping clockwise around a centre (SwiftUI's `AngularGradient`).
public struct AngularGradient: ShapeStyle, View, Hashable {
    var gradient: Gradient
    var center: UnitPoint
    var startAngle: Angle
    var endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // SwiftUI: equal start and end angles mean a full turn.
        self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full-turn gradient starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    public func _resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        ResolvedShapeStyle(kind: .angular, stops: gradient.stops,
                           geometry: [Double(center.x), Double(center.y), startAngle.radians, endAngle.radians])
    }

    public var body: some View { Rectangle().fill(self) }
}
