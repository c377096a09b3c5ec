import Foundation

/// A 4 x 5 matrix that maps a colour to another (SwiftUI's `ColorMatrix`, the SVG
/// `feColorMatrix` filter): with unpremultiplied components in 0...1,
///
///     R' = r1 R + r2 G + r3 B + r4 A + r5
///     G' = g1 R + g2 G + g3 B + g4 A + g5
///     B' = b1 R + b2 G + b3 B + b4 A + b5
///     A' = a1 R + a2 G + a3 B + a4 A + a5
///
/// and the results clamped to 0...1. The default matrix is the identity.
@frozen
public struct ColorMatrix: Equatable, Hashable, Sendable {
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

    /// The identity matrix.
    @inlinable public init() {}

    /// The matrix's rows, each five numbers (for the renderer's pixel loop).
    public var rows: [SIMD4<Float>] {
        [SIMD4(r1, r2, r3, r4), SIMD4(g1, g2, g3, g4), SIMD4(b1, b2, b3, b4), SIMD4(a1, a2, a3, a4)]
    }

    /// The fifth column: what is added to each output component.
    public var offsets: SIMD4<Float> { SIMD4(r5, g5, b5, a5) }

    /// A matrix from its rows (each 5 numbers: four factors and an offset).
    init(rows: [[Float]]) {
        precondition(rows.count == 4 && rows.allSatisfy { $0.count == 5 }, "ColorMatrix(rows:) takes 4 rows of 5")
        (r1, r2, r3, r4, r5) = (rows[0][0], rows[0][1], rows[0][2], rows[0][3], rows[0][4])
        (g1, g2, g3, g4, g5) = (rows[1][0], rows[1][1], rows[1][2], rows[1][3], rows[1][4])
        (b1, b2, b3, b4, b5) = (rows[2][0], rows[2][1], rows[2][2], rows[2][3], rows[2][4])
        (a1, a2, a3, a4, a5) = (rows[3][0], rows[3][1], rows[3][2], rows[3][3], rows[3][4])
    }
}
