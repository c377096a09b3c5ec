import Foundation
import LunaparkCore

/// A 4x5 matrix that maps a colour to another (SwiftUI's `ColorMatrix`), with the
/// semantics of SVG's `feColorMatrix`: for an input `[R, G, B, A]` (straight, not
/// premultiplied, components in 0...1)
///
///     R' = r1·R + r2·G + r3·B + r4·A + r5
///     G' = g1·R + g2·G + g3·B + g4·A + g5
///     B' = b1·R + b2·G + b3·B + b4·A + b5
///     A' = a1·R + a2·G + a3·B + a4·A + a5
///
/// and each result clamped to 0...1. `init()` is the identity. Lunapark applies it to the
/// gamma-encoded sRGB components a pixel stores (the colour effects' formulas below are
/// written for those).
@frozen
public struct ColorMatrix: Equatable, Sendable {
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

    /// The identity: every colour maps to itself.
    @inlinable
    public init() {}

    /// True when the matrix maps every colour to itself.
    public var isIdentity: Bool { self == ColorMatrix() }

    /// The matrix's 20 coefficients row by row (r1...r5, g1...g5, b1...b5, a1...a5).
    package var rows: [Float] {
        [r1, r2, r3, r4, r5, g1, g2, g3, g4, g5, b1, b2, b3, b4, b5, a1, a2, a3, a4, a5]
    }

    /// A matrix from 20 coefficients row by row; nil unless there are exactly 20.
    package init?(rows values: [Float]) {
        guard values.count == 20 else { return nil }
        (r1, r2, r3, r4, r5) = (values[0], values[1], values[2], values[3], values[4])
        (g1, g2, g3, g4, g5) = (values[5], values[6], values[7], values[8], values[9])
        (b1, b2, b3, b4, b5) = (values[10], values[11], values[12], values[13], values[14])
        (a1, a2, a3, a4, a5) = (values[15], values[16], values[17], values[18], values[19])
    }

    /// `self` applied first, then `next` (as two filters in a row, without the clamp
    /// between them): the 5x5 product `next · self` with an implicit last row (0 0 0 0 1).
    package func concatenating(_ next: ColorMatrix) -> ColorMatrix {
        let a = rows, b = next.rows
        var result = [Float](repeating: 0, count: 20)
        for row in 0..<4 {
            for column in 0..<5 {
                var sum: Float = column == 4 ? b[row * 5 + 4] : 0
                for k in 0..<4 { sum += b[row * 5 + k] * a[k * 5 + column] }
                result[row * 5 + column] = sum
            }
        }
        return ColorMatrix(rows: result)!
    }

    /// The colour this matrix makes of `color`, clamped to 0...1.
    package func apply(to color: Color.Resolved) -> Color.Resolved {
        let (r, g, b, a) = (color.red, color.green, color.blue, color.opacity)
        func clamp(_ x: Float) -> Float { Swift.min(1, Swift.max(0, x)) }
        return Color.Resolved(red: clamp(r1 * r + r2 * g + r3 * b + r4 * a + r5),
                              green: clamp(g1 * r + g2 * g + g3 * b + g4 * a + g5),
                              blue: clamp(b1 * r + b2 * g + b3 * b + b4 * a + b5),
                              opacity: clamp(a1 * r + a2 * g + a3 * b + a4 * a + a5))
    }
}
