import Foundation

/// A `Double` animates itself, as in SwiftUI (where `Double` is one of `Animatable`'s
/// conforming types): what lets `KeyframeAnimator(initialValue: 1.0)` and
/// `LinearKeyframe(2.0, duration: 1)` animate a plain number.
extension Double: Animatable {
    /// The value itself.
    nonisolated public var animatableData: Double {
        @inlinable get { self }
        @inlinable set { self = newValue }
    }
}
