/// A type whose values can be added, subtracted and scaled: the space in which
/// animations interpolate.
///
/// Follows SwiftUI's `VectorArithmetic`. An animation of a value `from -> to`
/// keeps only the difference `to - from` and, each frame, writes
/// `to - difference + animation(difference, elapsed)` into `animatableData`,
/// so any type with these operations can be animated.
///
/// - `scale(by:)` multiplies every component by a factor (any real number,
///   negative for overshooting curves).
/// - `magnitudeSquared` is the dot product of the value with itself; springs
///   use it to decide when they have settled.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component of this value by `rhs`.
    mutating func scale(by rhs: Double)

    /// The dot product of this value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// A copy of this value with each component multiplied by `rhs`.
    @inlinable
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }
}

extension VectorArithmetic {
    /// Moves this value `amount` of the way towards `other`:
    /// `self + (other - self) * amount` (SwiftUI's `interpolate(towards:amount:)`).
    /// `amount` 0 leaves the value unchanged, 1 reaches `other`; values outside
    /// 0...1 extrapolate.
    @inlinable
    public mutating func interpolate(towards other: Self, amount: Double) {
        self += (other - self).scaled(by: amount)
    }

    /// A copy of this value moved `amount` of the way towards `other`
    /// (SwiftUI's `interpolated(towards:amount:)`).
    @inlinable
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var copy = self
        copy.interpolate(towards: other, amount: amount)
        return copy
    }
}
