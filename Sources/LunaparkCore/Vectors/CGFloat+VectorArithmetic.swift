import Foundation

/// `CGFloat` (a `Double` on 64-bit Linux) is a one-dimensional vector, as in SwiftUI.
extension CGFloat: VectorArithmetic {
    /// Multiplies this value by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }

    /// The square of this value, in `Double`.
    @inlinable
    public var magnitudeSquared: Double { Double(self) * Double(self) }
}
