/// A pair of animatable values, which is itself animatable (SwiftUI's
/// `AnimatablePair`).
///
/// Nest pairs to animate more than two values at once, e.g.
/// `AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>`. Every
/// operation applies to both components; `magnitudeSquared` is the sum of
/// the components' squared magnitudes (the Euclidean norm of the
/// concatenated vector).
@frozen
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// Creates a pair from two values.
    @inlinable
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The pair of zeros.
    @inlinable
    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }

    @inlinable
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }

    @inlinable
    public static func += (lhs: inout AnimatablePair, rhs: AnimatablePair) {
        lhs.first += rhs.first
        lhs.second += rhs.second
    }

    @inlinable
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }

    @inlinable
    public static func -= (lhs: inout AnimatablePair, rhs: AnimatablePair) {
        lhs.first -= rhs.first
        lhs.second -= rhs.second
    }

    /// Multiplies both components by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    /// The sum of both components' squared magnitudes.
    @inlinable
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
extension AnimatablePair: Hashable where First: Hashable, Second: Hashable {}

extension AnimatablePair: CustomStringConvertible {
    /// `(first, second)`.
    public var description: String { "(\(first), \(second))" }
}
