/// `Float` is a one-dimensional vector; the scale factor is rounded to
/// `Float` before multiplying, and the squared magnitude is computed in
/// `Double` (as in SwiftUI).
extension Float: VectorArithmetic {
    /// Multiplies this value by `rhs` (rounded to `Float`).
    @inlinable
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }

    /// The square of this value, in `Double`.
    @inlinable
    public var magnitudeSquared: Double { Double(self) * Double(self) }
}
