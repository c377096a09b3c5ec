/// An angle animates its value in radians, as in SwiftUI, so a turn from
/// 350° to 10° goes backwards through 180° (340° of travel), not forwards 20°.
extension Angle: Animatable {
    /// The angle in radians.
    nonisolated public var animatableData: Double {
        @inlinable get { radians }
        @inlinable set { radians = newValue }
    }
}
