import Foundation
import LunaparkCore

/// A colour or pattern to fill or stroke with (SwiftUI's `ShapeStyle`):
/// `Color`, `LinearGradient`, `RadialGradient`, `AngularGradient`, `Material`,
/// `AnyShapeStyle` and the foreground style.
@MainActor @preconcurrency
public protocol ShapeStyle {
    /// Resolves the style for drawing in `environment`.
    func _resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle
}

/// A style reduced to numbers: a colour, or a gradient in unit coordinates
/// of the shape's bounds. Styles of the same kind and stop count animate by
/// interpolating those numbers; others switch at once.
public struct ResolvedShapeStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case color, linear, radial, angular, elliptical, material
        /// A mesh gradient's grid and shading options (see `MeshGradient`).
        case mesh(width: Int, height: Int, smoothsColors: Bool, colorSpace: Gradient.ColorSpace)
    }

    var kind: Kind
    var colors: [Color.Resolved]
    var locations: [Double]
    /// linear: start x, y, end x, y (unit); radial: centre x, y (unit), start and end radius (points);
    /// angular: centre x, y (unit), start and end angle (radians); elliptical: centre x, y (unit),
    /// start and end radius (fractions of the bounds); material: blur radius (points), saturation;
    /// mesh: per vertex (row by row) the unit x, y of its position and of its leading, top,
    /// trailing and bottom control points. A mesh's `colors` are its vertex colours then its
    /// background, and it has no `locations`.
    var geometry: [Double]

    init(color: Color.Resolved) {
        kind = .color
        colors = [color]
        locations = [0]
        geometry = []
    }

    /// A gradient of `kind` whose stop colours are resolved in `environment`'s colour scheme.
    init(kind: Kind, stops: [Gradient.Stop], geometry: [Double], in environment: EnvironmentValues) {
        self.kind = kind
        self.colors = stops.map { $0.color.resolve(in: environment) }
        self.locations = stops.map { Double($0.location) }
        self.geometry = geometry
    }

    /// A mesh gradient of `kind` `.mesh`: `colors` are the vertex colours then the background.
    init(mesh kind: Kind, colors: [Color.Resolved], geometry: [Double]) {
        self.kind = kind
        self.colors = colors
        self.locations = []
        self.geometry = geometry
    }

    /// The paint for a drawing whose bounds are `size` (origin at zero).
    func paint(in size: CGSize) -> DisplayList.Paint {
        // Made only for gradients: a plain colour (most paints, every frame a shape animates)
        // needs no array.
        var stops: [DisplayList.GradientStop] { zip(colors, locations).map { DisplayList.GradientStop(color: $0, location: $1) } }
        func point(_ i: Int) -> CGPoint { CGPoint(x: geometry[i] * size.width, y: geometry[i + 1] * size.height) }
        switch kind {
        case .color: return .color(colors[0])
        case .linear: return .linearGradient(stops: stops, start: point(0), end: point(2))
        case .radial: return .radialGradient(stops: stops, center: point(0), startRadius: geometry[2], endRadius: geometry[3])
        case .angular: return .angularGradient(stops: stops, center: point(0), startAngle: .radians(geometry[2]), endAngle: .radians(geometry[3]))
        case .elliptical:
            return .ellipticalGradient(stops: stops, center: point(0), size: size,
                                       startRadiusFraction: geometry[2], endRadiusFraction: geometry[3])
        case .material:
            return .material(DisplayList.MaterialPaint(tint: colors[0], blurRadius: geometry[0], saturation: geometry[1]))
        case .mesh(let width, let height, let smoothsColors, let colorSpace):
            let points = stride(from: 0, to: geometry.count, by: 2).map(point)
            return .meshGradient(DisplayList.MeshGradientPaint(
                width: width, height: height, points: points, colors: Array(colors.dropLast()),
                background: colors[colors.count - 1], smoothsColors: smoothsColors, colorSpace: colorSpace))
        }
    }

    /// The numbers that animate: per colour linear r, g, b, opacity; locations; geometry.
    var vector: PaintVector {
        var values: [Double] = []
        values.reserveCapacity(colors.count * 4 + locations.count + geometry.count)
        for c in colors { values += [Double(c.linearRed), Double(c.linearGreen), Double(c.linearBlue), Double(c.opacity)] }
        values += locations
        values += geometry
        return PaintVector(values: values)
    }

    /// This style's structure with the numbers of `vector`.
    func with(_ vector: PaintVector) -> ResolvedShapeStyle {
        var copy = self
        let v = vector.values
        guard v.count == colors.count * 4 + locations.count + geometry.count else { return self }
        for i in colors.indices {
            copy.colors[i] = Color.Resolved(linearRed: Float(v[i * 4]), linearGreen: Float(v[i * 4 + 1]),
                                            linearBlue: Float(v[i * 4 + 2]), opacity: Float(v[i * 4 + 3]))
        }
        let l = colors.count * 4
        for i in locations.indices { copy.locations[i] = v[l + i] }
        let g = l + locations.count
        for i in geometry.indices { copy.geometry[i] = v[g + i] }
        return copy
    }

    /// True when `other` can animate to and from this style (same kind and number of stops).
    func isCompatible(with other: ResolvedShapeStyle) -> Bool {
        kind == other.kind && colors.count == other.colors.count && locations.count == other.locations.count
            && geometry.count == other.geometry.count
    }
}

/// The animatable numbers of a resolved style: a vector of any length
/// (vectors of different lengths combine over their common prefix).
public struct PaintVector: VectorArithmetic, Sendable {
    public var values: [Double]

    /// A vector of `values`. A style's vector holds each colour's linear red,
    /// green, blue and opacity, then the stop locations, then the geometry.
    public init(values: [Double]) { self.values = values }

    /// The empty vector, which acts as zero for vectors of every length.
    public static var zero: PaintVector { PaintVector(values: []) }

    public static func + (lhs: PaintVector, rhs: PaintVector) -> PaintVector {
        combine(lhs, rhs, +)
    }

    public static func - (lhs: PaintVector, rhs: PaintVector) -> PaintVector {
        combine(lhs, rhs, -)
    }

    /// Element-wise; a missing element counts as zero, so `.zero` is neutral.
    private static func combine(_ a: PaintVector, _ b: PaintVector, _ op: (Double, Double) -> Double) -> PaintVector {
        let n = max(a.values.count, b.values.count)
        var out = [Double](repeating: 0, count: n)
        for i in 0..<n {
            out[i] = op(i < a.values.count ? a.values[i] : 0, i < b.values.count ? b.values[i] : 0)
        }
        return PaintVector(values: out)
    }

    public mutating func scale(by rhs: Double) {
        for i in values.indices { values[i] *= rhs }
    }

    public var magnitudeSquared: Double { values.reduce(0) { $0 + $1 * $1 } }
}

extension Color: ShapeStyle {
    public func _resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        ResolvedShapeStyle(color: resolve(in: environment))
    }

    /// The concrete value of this colour in `environment`: adaptive colours take
    /// the value of its `colorScheme` (SwiftUI's `Color.resolve(in:)`); `accentColor`
    /// takes the colour set by the `accentColor(_:)` modifier in force, if any.
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        guard isAccentColor, let accent = environment.accentColor else { return resolved(for: environment.colorScheme) }
        // The accent set is resolved without itself, so `.accentColor(.accentColor)` means the
        // accent from further up instead of recursing forever.
        var outer = environment
        outer.accentColor = nil
        var value = accent.resolve(in: outer)
        value.opacity *= resolved.opacity
        return value
    }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var clear: Color { Color.clear }
    public static var primary: Color { Color.primary }
    public static var secondary: Color { Color.secondary }
}

/// The style of the environment's foreground (SwiftUI's `ForegroundStyle`):
/// what `foregroundStyle(_:)` set, else primary (black, white in the dark scheme).
public struct ForegroundStyle: ShapeStyle {
    nonisolated public init() {}
    public func _resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        guard let style = environment.foregroundStyle else { return Color.primary._resolve(in: environment) }
        // The stored style is resolved without itself, so `.foregroundStyle(.foreground)` means
        // "the style from further up" instead of recursing forever.
        var outer = environment
        outer.foregroundStyle = nil
        return style._resolve(in: outer)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// A type-erased shape style (SwiftUI's `AnyShapeStyle`).
public struct AnyShapeStyle: ShapeStyle, Equatable {
    let base: any ShapeStyle
    /// The style resolved without an environment: what equality compares.
    nonisolated let key: ResolvedShapeStyle

    /// Erases `style`; erasing an `AnyShapeStyle` again does not nest. Two
    /// erased styles are equal when they resolve alike in a default environment,
    /// so two `ForegroundStyle`s always compare equal.
    public init<S: ShapeStyle>(_ style: S) {
        base = (style as? AnyShapeStyle)?.base ?? style
        key = base._resolve(in: EnvironmentValues())
    }

    public func _resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        base._resolve(in: environment)
    }

    public nonisolated static func == (lhs: AnyShapeStyle, rhs: AnyShapeStyle) -> Bool {
        lhs.key == rhs.key
    }
}
