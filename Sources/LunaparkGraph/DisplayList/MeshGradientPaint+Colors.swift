import Foundation
import LunaparkCore

extension DisplayList.MeshGradientPaint {
    /// The colour at grid position (`x`, `y`): column `x` and row `y`, fractions between vertices
    /// (0...width − 1, 0...height − 1). With `smoothsColors`, a bicubic Hermite blend whose
    /// tangents follow the Catmull-Rom rule used for the points (half the difference of the two
    /// neighbours, one-sided at the border), clamped to 0...1; otherwise bilinear within the cell.
    /// Blended in the gamma-encoded components, or in Oklab for `.perceptual`; opacity always linearly.
    public func color(x: Double, y: Double) -> Color.Resolved {
        let perceptual = colorSpace == .perceptual
        func components(_ c: Color.Resolved) -> SIMD4<Double> {
            if perceptual { return Self.oklab(c) }
            return SIMD4(Double(c.red), Double(c.green), Double(c.blue), Double(c.opacity))
        }
        let column = min(max(Int(x.rounded(.down)), 0), width - 2)
        let row = min(max(Int(y.rounded(.down)), 0), height - 2)
        let u = x - Double(column), v = y - Double(row)
        func vertex(_ c: Int, _ r: Int) -> SIMD4<Double> { components(colors[r * width + c]) }
        let blended: SIMD4<Double>
        if smoothsColors {
            func alongRow(_ r: Int) -> SIMD4<Double> {
                Self.hermite(u, before: column > 0 ? vertex(column - 1, r) : nil, vertex(column, r), vertex(column + 1, r),
                             after: column + 2 < width ? vertex(column + 2, r) : nil)
            }
            blended = Self.hermite(v, before: row > 0 ? alongRow(row - 1) : nil, alongRow(row), alongRow(row + 1),
                                   after: row + 2 < height ? alongRow(row + 2) : nil)
        } else {
            let top = vertex(column, row) * (1 - u) + vertex(column + 1, row) * u
            let bottom = vertex(column, row + 1) * (1 - u) + vertex(column + 1, row + 1) * u
            blended = top * (1 - v) + bottom * v
        }
        if perceptual { return Self.color(oklab: blended) }
        let c = blended.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 1))
        return Color.Resolved(red: Float(c.x), green: Float(c.y), blue: Float(c.z), opacity: Float(c.w))
    }

    /// The cubic Hermite curve from `p1` (t = 0) to `p2` (t = 1) with Catmull-Rom tangents.
    private static func hermite(_ t: Double, before p0: SIMD4<Double>?, _ p1: SIMD4<Double>, _ p2: SIMD4<Double>,
                                after p3: SIMD4<Double>?) -> SIMD4<Double> {
        let m1 = p0.map { (p2 - $0) / 2 } ?? (p2 - p1)
        let m2 = p3.map { ($0 - p1) / 2 } ?? (p2 - p1)
        let t2 = t * t, t3 = t2 * t
        return p1 * (2 * t3 - 3 * t2 + 1) + m1 * (t3 - 2 * t2 + t) + p2 * (-2 * t3 + 3 * t2) + m2 * (t3 - t2)
    }

    /// Oklab L, a, b and opacity of `c` (Björn Ottosson's matrices, from linear sRGB).
    static func oklab(_ c: Color.Resolved) -> SIMD4<Double> {
        let r = Double(c.linearRed), g = Double(c.linearGreen), b = Double(c.linearBlue)
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return SIMD4(0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                     1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                     0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s,
                     Double(c.opacity))
    }

    /// The colour of Oklab `lab` (L, a, b, opacity), clamped into sRGB.
    static func color(oklab lab: SIMD4<Double>) -> Color.Resolved {
        let l = pow(lab.x + 0.3963377774 * lab.y + 0.2158037573 * lab.z, 3)
        let m = pow(lab.x - 0.1055613458 * lab.y - 0.0638541728 * lab.z, 3)
        let s = pow(lab.x - 0.0894841775 * lab.y - 1.2914855480 * lab.z, 3)
        func unit(_ v: Double) -> Float { Float(min(max(v, 0), 1)) }
        return Color.Resolved(linearRed: unit(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
                              linearGreen: unit(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
                              linearBlue: unit(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s),
                              opacity: unit(lab.w))
    }
}
