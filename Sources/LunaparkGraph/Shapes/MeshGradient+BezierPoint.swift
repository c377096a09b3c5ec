import Foundation
import LunaparkCore

extension MeshGradient {
    /// A mesh vertex with the control points of the four edges that leave it
    /// (SwiftUI's `MeshGradient.BezierPoint`), all in unit coordinates of the filled bounds.
    ///
    /// The edge to the next vertex in the row leaves along `trailingControlPoint` and arrives
    /// at that vertex through its `leadingControlPoint`; the edge to the vertex below leaves
    /// along `bottomControlPoint` and arrives through that vertex's `topControlPoint`.
    public struct BezierPoint: Equatable, Sendable {
        /// The vertex.
        public var position: SIMD2<Float>
        /// Control point of the edge to the previous vertex in the row.
        public var leadingControlPoint: SIMD2<Float>
        /// Control point of the edge to the vertex above.
        public var topControlPoint: SIMD2<Float>
        /// Control point of the edge to the next vertex in the row.
        public var trailingControlPoint: SIMD2<Float>
        /// Control point of the edge to the vertex below.
        public var bottomControlPoint: SIMD2<Float>

        /// A vertex at `position` with the given edge control points.
        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
                    trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// The vertices of a mesh (SwiftUI's `MeshGradient.Locations`).
    public enum Locations: Equatable, Sendable {
        /// Vertices whose edges curve smoothly through their neighbours (see `MeshGradient`).
        case points([SIMD2<Float>])
        /// Vertices with explicit edge control points.
        case bezierPoints([MeshGradient.BezierPoint])
    }

    /// The vertex colours of a mesh (SwiftUI's `MeshGradient.Colors`).
    public enum Colors: Equatable, Sendable {
        /// Colours resolved in the environment that draws the mesh (adaptive colours follow its scheme).
        case colors([Color])
        /// Colours already resolved.
        case resolvedColors([Color.Resolved])
    }

    /// Each vertex as a `BezierPoint` whose control points make the edges Catmull-Rom splines
    /// through the vertices: the tangent at a vertex is half the vector between its two
    /// neighbours along the row (or column), one-sided at the border, and the control
    /// points lie a third of it either side, so an evenly spaced grid has straight edges
    /// traversed at constant speed. `points` holds `width × height` positions, row by row.
    static func smoothBezierPoints(_ points: [SIMD2<Float>], width: Int, height: Int) -> [BezierPoint] {
        func p(_ column: Int, _ row: Int) -> SIMD2<Float> { points[row * width + column] }
        func tangent(_ before: SIMD2<Float>?, _ here: SIMD2<Float>, _ after: SIMD2<Float>?) -> SIMD2<Float> {
            switch (before, after) {
            case let (b?, a?): (a - b) / 2
            case let (nil, a?): a - here
            case let (b?, nil): here - b
            case (nil, nil): .zero
            }
        }
        var result: [BezierPoint] = []
        result.reserveCapacity(points.count)
        for row in 0..<height {
            for column in 0..<width {
                let here = p(column, row)
                let across = tangent(column > 0 ? p(column - 1, row) : nil, here,
                                     column < width - 1 ? p(column + 1, row) : nil) / 3
                let down = tangent(row > 0 ? p(column, row - 1) : nil, here,
                                   row < height - 1 ? p(column, row + 1) : nil) / 3
                result.append(BezierPoint(position: here, leadingControlPoint: here - across, topControlPoint: here - down,
                                          trailingControlPoint: here + across, bottomControlPoint: here + down))
            }
        }
        return result
    }
}
