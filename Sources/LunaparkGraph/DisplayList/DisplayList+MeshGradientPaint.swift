import Foundation
import LunaparkCore

extension DisplayList {
    /// A mesh gradient in user space (see `MeshGradient`): `width × height` vertices, row by row.
    public struct MeshGradientPaint: Sendable, Hashable {
        /// Vertices per row (at least 2).
        public var width: Int
        /// Rows (at least 2).
        public var height: Int
        /// Five points per vertex: its position, then its leading, top, trailing and bottom
        /// control points.
        public var points: [CGPoint]
        /// One colour per vertex.
        public var colors: [Color.Resolved]
        /// The colour where no patch covers.
        public var background: Color.Resolved
        /// Whether colours follow cubic curves across the grid (else bilinear per patch).
        public var smoothsColors: Bool
        /// The space colours are interpolated in.
        public var colorSpace: Gradient.ColorSpace

        /// A mesh; `points` must hold `5 × width × height` points and `colors` `width × height`
        /// colours (a mesh that does not has no patches).
        public init(width: Int, height: Int, points: [CGPoint], colors: [Color.Resolved], background: Color.Resolved,
                    smoothsColors: Bool, colorSpace: Gradient.ColorSpace) {
            self.width = width
            self.height = height
            self.points = points
            self.colors = colors
            self.background = background
            self.smoothsColors = smoothsColors
            self.colorSpace = colorSpace
        }

        /// True when the counts agree, so `patches()` has something to draw.
        var isWellFormed: Bool {
            width >= 2 && height >= 2 && points.count == 5 * width * height && colors.count == width * height
        }

        /// The same mesh with every point moved by (`x`, `y`).
        public func offsetBy(x: CGFloat, y: CGFloat) -> MeshGradientPaint {
            var copy = self
            copy.points = points.map { CGPoint(x: $0.x + x, y: $0.y + y) }
            return copy
        }

        /// The same mesh with every colour's opacity (the background's too) multiplied by `factor`.
        public func fading(by factor: Float) -> MeshGradientPaint {
            var copy = self
            func faded(_ c: Color.Resolved) -> Color.Resolved {
                Color.Resolved(red: c.red, green: c.green, blue: c.blue, opacity: c.opacity * factor)
            }
            copy.colors = colors.map(faded)
            copy.background = faded(background)
            return copy
        }
    }

    /// One tensor-product cubic Bézier patch of a mesh, ready for cairo's mesh pattern.
    public struct MeshPatch: Sendable, Equatable {
        /// The 4 × 4 control net, row by row: row 0 is the top edge from corner 0 to corner 1,
        /// column 3 the edge down to corner 2, row 3 the bottom edge, column 0 the left edge;
        /// the four inner points shape the interior.
        public var net: [CGPoint]
        /// The colours of corners 0 (net[0]), 1 (net[3]), 2 (net[15]) and 3 (net[12]).
        public var cornerColors: [Color.Resolved]
    }
}
