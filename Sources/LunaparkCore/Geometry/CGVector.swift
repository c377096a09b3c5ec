import Foundation

/// A two-dimensional vector (Core Graphics' `CGVector`, which Foundation does
/// not provide on Linux): a direction and magnitude, such as a velocity in
/// points per second, rather than a position (`CGPoint`) or an extent (`CGSize`).
@frozen
public struct CGVector: Equatable, Hashable, Sendable, Codable {
    /// The horizontal component, in points (positive to the right).
    public var dx: CGFloat
    /// The vertical component, in points (positive downwards on a y-down screen).
    public var dy: CGFloat

    /// The vector (0, 0).
    @inlinable
    public init() { (dx, dy) = (0, 0) }

    /// The vector with components `dx` and `dy`.
    @inlinable
    public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }

    /// The vector with components `dx` and `dy`, given as `Double`s.
    @inlinable
    public init(dx: Double, dy: Double) { (self.dx, self.dy) = (CGFloat(dx), CGFloat(dy)) }

    /// The vector with components `dx` and `dy`, given as `Int`s.
    @inlinable
    public init(dx: Int, dy: Int) { (self.dx, self.dy) = (CGFloat(dx), CGFloat(dy)) }

    /// The vector (0, 0).
    public static let zero = CGVector()
}

extension CGVector: CustomStringConvertible {
    /// `(dx, dy)`, as Core Graphics prints it.
    public var description: String { "(\(dx), \(dy))" }
}
