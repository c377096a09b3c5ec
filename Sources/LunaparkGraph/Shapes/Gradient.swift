import Foundation
import LunaparkCore

/// Colour stops (SwiftUI's `Gradient`); `init(colors:)` spaces them evenly.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        /// Position along the gradient, 0...1.
        public var location: CGFloat
        /// `color` at `location` (0...1; locations outside are clamped when drawn).
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }

    /// The stops, in any order: drawing sorts them by location, and stops at the
    /// same location make a hard edge in the order given.
    public var stops: [Stop]

    /// A gradient through `stops`, as given.
    public init(stops: [Stop]) { self.stops = stops }

    /// `colors` spread evenly from location 0 to 1; a single colour gets one stop
    /// at 0.
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

    /// A gradient along the line from `startPoint` to `endPoint`.
    ///
    /// The points are unit points of the filled shape's bounding rectangle
    /// ((0, 0) top-leading, (1, 1) bottom-trailing), so the gradient stretches
    /// with the shape. Before the start and after the end, the end colours
    /// continue. Used as a view, the gradient fills the space offered.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// A linear gradient through `colors`, evenly spaced; see
    /// `init(gradient:startPoint:endPoint:)`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient through `stops`; see `init(gradient:startPoint:endPoint:)`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public func _resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        ResolvedShapeStyle(kind: .linear, stops: gradient.stops,
                           geometry: [startPoint.x, startPoint.y, endPoint.x, endPoint.y].map(Double.init), in: environment)
    }

    public var body: some View { Rectangle().fill(self) }
}

/// A radial gradient (SwiftUI's `RadialGradient`); radii in points.
public struct RadialGradient: ShapeStyle, View, Hashable {
    var gradient: Gradient
    var center: UnitPoint
    var startRadius: CGFloat
    var endRadius: CGFloat

    /// A gradient in circles around `center`, a unit point of the filled shape's
    /// bounding rectangle.
    ///
    /// Location 0 lies `startRadius` points from the centre and location 1
    /// `endRadius` points; radii are in points, so they do not grow with the
    /// shape, and negative radii count as 0. Inside the start circle and outside
    /// the end circle, the end colours continue.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// A radial gradient through `colors`, evenly spaced; see
    /// `init(gradient:center:startRadius:endRadius:)`.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public func _resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        ResolvedShapeStyle(kind: .radial, stops: gradient.stops,
                           geometry: [Double(center.x), Double(center.y), Double(startRadius), Double(endRadius)], in: environment)
    }

    public var body: some View { Rectangle().fill(self) }
}

/// An angular (conic) gradient sweeping clockwise around a centre (SwiftUI's `AngularGradient`).
public struct AngularGradient: ShapeStyle, View, Hashable {
    var gradient: Gradient
    var center: UnitPoint
    var startAngle: Angle
    var endAngle: Angle

    /// A gradient sweeping around `center` (a unit point of the filled shape's
    /// bounding rectangle) from `startAngle` to `endAngle`.
    ///
    /// Angles grow clockwise on screen from the direction of the trailing edge
    /// (+x). Equal angles, the defaults among them, mean a full turn from
    /// `startAngle`. When the sweep is shorter than a turn, the rest of the
    /// circle shows the location-1 colour for its first half and the location-0
    /// colour for its second; when it is longer, only the last turn, ending at
    /// `endAngle`, is drawn. An `endAngle` before `startAngle` sweeps nothing,
    /// leaving the circle half location-0, half location-1 colour.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // SwiftUI: equal start and end angles mean a full turn.
        self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
    }

    /// An angular gradient through `colors`, evenly spaced; see
    /// `init(gradient:center:startAngle:endAngle:)`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full-turn gradient starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    /// A full-turn gradient through `colors`, evenly spaced, starting at `angle`
    /// (clockwise from the trailing direction).
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    public func _resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        ResolvedShapeStyle(kind: .angular, stops: gradient.stops,
                           geometry: [Double(center.x), Double(center.y), startAngle.radians, endAngle.radians], in: environment)
    }

    public var body: some View { Rectangle().fill(self) }
}
