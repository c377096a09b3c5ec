import Foundation
import LunaparkCore

/// A two-dimensional gradient over a grid of coloured vertices (SwiftUI's `MeshGradient`, iOS 18).
///
/// `width × height` vertices, given row by row in unit coordinates of the filled bounds
/// ((0, 0) top-leading, (1, 1) bottom-trailing), make `(width − 1) × (height − 1)` patches;
/// each patch is bounded by four cubic Bézier edges and shaded from the colours of its
/// corners. Vertices given as plain points get smooth edges (Catmull-Rom splines through
/// their neighbours, see `BezierPoint`), so moving a point bends the neighbouring edges.
/// What the patches leave uncovered shows `background`. Patches may fold over each other:
/// later ones (further along the rows) are drawn on top.
///
/// With `smoothsColors` (the default) colours are interpolated with cubic Catmull-Rom
/// curves across the whole grid, like the geometry, so there is no crease at a patch edge;
/// without it each patch blends its four corners bilinearly. Drawn as cairo mesh patterns:
/// see the README's differences section for how the smooth shading is approximated.
///
/// Animating between two meshes of the same `width`, `height`, `smoothsColors` and
/// `colorSpace` (`withAnimation { points = ... }`) interpolates every point, control
/// point and colour (colours in linear sRGB); meshes that differ in those switch at once.
/// A mesh whose point or colour count is not `width × height`, or whose size is under
/// 2 × 2, draws only its background and reports a one-line error.
public struct MeshGradient: ShapeStyle, View, Equatable {
    /// The number of vertices in each row.
    public var width: Int
    /// The number of rows.
    public var height: Int
    /// The vertices, row by row.
    public var locations: Locations
    /// The vertex colours, in the order of `locations`.
    public var colors: Colors
    /// The colour drawn where no patch covers the bounds.
    public var background: Color
    /// Whether colours are interpolated smoothly across patches (else bilinearly within each).
    public var smoothsColors: Bool
    /// The space colours are interpolated in.
    public var colorSpace: Gradient.ColorSpace

    /// A mesh of `width × height` vertices at `locations`, coloured by `colors`.
    public init(width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    /// A mesh through `points` (unit coordinates, row by row) coloured by `colors`.
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh through `points` coloured by already resolved colours.
    public init(width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved],
                background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of vertices with explicit edge control points, coloured by `colors`.
    public init(width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of vertices with explicit edge control points, coloured by resolved colours.
    public init(width: Int, height: Int, bezierPoints: [BezierPoint], resolvedColors: [Color.Resolved],
                background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints),
                  colors: .resolvedColors(resolvedColors), background: background,
                  smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public func _resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        let backgroundColor = background.resolve(in: environment)
        let vertexColors: [Color.Resolved] = switch colors {
        case .colors(let colors): colors.map { $0.resolve(in: environment) }
        case .resolvedColors(let colors): colors
        }
        let count = width * height
        let pointCount: Int
        switch locations {
        case .points(let points): pointCount = points.count
        case .bezierPoints(let points): pointCount = points.count
        }
        guard width >= 2, height >= 2, pointCount == count, vertexColors.count == count else {
            Self.reportInvalid("MeshGradient of \(width)×\(height) needs at least 2×2 vertices and \(max(count, 0)) points "
                               + "and colours, got \(pointCount) points and \(vertexColors.count) colours; drawing its background")
            return ResolvedShapeStyle(color: backgroundColor)
        }
        let vertices: [BezierPoint] = switch locations {
        case .points(let points): Self.smoothBezierPoints(points, width: width, height: height)
        case .bezierPoints(let points): points
        }
        var geometry: [Double] = []
        geometry.reserveCapacity(count * 10)
        for v in vertices {
            for p in [v.position, v.leadingControlPoint, v.topControlPoint, v.trailingControlPoint, v.bottomControlPoint] {
                geometry += [Double(p.x), Double(p.y)]
            }
        }
        return ResolvedShapeStyle(
            mesh: .mesh(width: width, height: height, smoothsColors: smoothsColors, colorSpace: colorSpace),
            colors: vertexColors + [backgroundColor], geometry: geometry)
    }

    /// Fills the space offered with the mesh.
    public var body: some View { Rectangle().fill(self) }

    @MainActor private static var reported: Set<String> = []

    /// Writes `message` to standard error once per distinct message (a mesh is resolved every frame it animates).
    private static func reportInvalid(_ message: String) {
        guard reported.insert(message).inserted else { return }
        FileHandle.standardError.write(Data("lunapark: \(message)\n".utf8))
    }
}
