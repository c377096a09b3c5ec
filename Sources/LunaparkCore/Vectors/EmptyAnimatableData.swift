/// The animatable data of a type with nothing to animate (SwiftUI's
/// `EmptyAnimatableData`): every operation is a no-op and every value equals
/// every other.
@frozen
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    @inlinable public init() {}
    @inlinable public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    @inlinable public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    @inlinable public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    @inlinable public mutating func scale(by rhs: Double) {}
    @inlinable public var magnitudeSquared: Double { 0 }
}
