import Foundation

/// A geometric angle whose value you access in either radians or degrees
/// (SwiftUI's `Angle`).
@frozen
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double

    /// The angle in degrees.
    @inlinable public var degrees: Double {
        get { radians * (180.0 / .pi) }
        set { radians = newValue * (.pi / 180.0) }
    }

    @inlinable public init() { radians = 0 }
    @inlinable public init(radians: Double) { self.radians = radians }
    @inlinable public init(degrees: Double) { self.radians = degrees * (.pi / 180.0) }

    @inlinable public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    @inlinable public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    /// An angle of zero.
    public static let zero = Angle()

    @inlinable public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
    @inlinable public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    @inlinable public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    @inlinable public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    @inlinable public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    @inlinable public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
    @inlinable public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }
    @inlinable public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }
}
