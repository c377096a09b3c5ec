import Foundation

/// A `Float` animates itself, as in SwiftUI (where `Float` is one of `Animatable`'s
/// conforming types): what lets `KeyframeAnimator(initialValue: 1.0)` and
/// `LinearKeyframe(2.0, duration: 1)` animate a plain number.
extension Float: Animatable {
    /// The value itself.
    nonisolated public var animatableData: Float {
        @inlinable get { self }
        @inlinable set { self = newValue }
    }
}
