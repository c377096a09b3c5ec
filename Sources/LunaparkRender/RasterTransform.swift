import Foundation
import LunaparkCore

/// A device transform M split as M = T(t) · R(θ) · S: translation t, rotation
/// θ, and S = [[sx, shear], [0, sy]] (upper triangular, sx > 0), the part
/// that changes a drawing's pixels other than by moving them (a QR
/// decomposition of M's linear part).
///
/// The layer cache rasterizes drawings with S applied, so cached pixels have
/// the resolution they are shown at, and composites them with R and t: a
/// drawing that only moves or turns keeps its cached pixels.
struct RasterTransform {
    var sx: Double
    var shear: Double
    var sy: Double
    /// Rotation in radians (positive turns clockwise on a y-down screen).
    var rotation: Double
    var tx: Double
    var ty: Double

    init(_ m: CGAffineTransform) {
        // Columns (a, b) and (c, d) are the images of the x and y unit vectors.
        let a = Double(m.a), b = Double(m.b), c = Double(m.c), d = Double(m.d)
        tx = Double(m.tx)
        ty = Double(m.ty)
        if b == 0 && a > 0 {
            // No rotation (the common case: moved and scaled views): R = I, S is the linear part,
            // without the atan2, sin and cos below.
            (rotation, sx, shear, sy) = (0, a, c, d)
            return
        }
        rotation = atan2(b, a)
        let (sinR, cosR) = (sin(rotation), cos(rotation))
        sx = (a * a + b * b).squareRoot()
        shear = cosR * c + sinR * d
        sy = -sinR * c + cosR * d
    }

    /// S as a transform (no rotation or translation).
    var scaleTransform: CGAffineTransform {
        CGAffineTransform(a: sx, b: 0, c: shear, d: sy, tx: 0, ty: 0)
    }

    /// True when the rotation is small enough to composite by a pixel-aligned
    /// copy: under 1e-9 rad, a corner 32767 pixels away moves by 3·10⁻⁵ px.
    var isUnrotated: Bool { abs(rotation) < 1e-9 }

    /// Whether pixels rasterized at `other`'s S are valid for this S: equal
    /// within a relative 1e-9 (floating-point noise of composed transforms).
    func matches(_ other: RasterTransform) -> Bool {
        func close(_ x: Double, _ y: Double) -> Bool { abs(x - y) <= 1e-9 * max(1, abs(x), abs(y)) }
        return close(sx, other.sx) && close(shear, other.shear) && close(sy, other.sy)
    }
}
