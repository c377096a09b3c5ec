/// `Double` is a one-dimensional vector: scaling multiplies, and the squared
/// magnitude is the square (as in SwiftUI).
extension Double: VectorArithmetic {
    /// Multiplies this value by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) { self *= rhs }

    /// The square of this value.
    @inlinable
    public var magnitudeSquared: Double { self * self }
}
