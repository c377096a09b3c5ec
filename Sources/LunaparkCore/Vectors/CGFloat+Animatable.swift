import Foundation

/// A `CGFloat` animates itself, as in SwiftUI (where `CGFloat` is one of `Animatable`'s
/// conforming types): what lets `KeyframeAnimator(initialValue: 1.0)` and
/// `LinearKeyframe(2.0, duration: 1)` animate a plain number.
extension CGFloat: Animatable {
    /// The value itself.
    nonisolated public var animatableData: CGFloat {
        @inlinable get { self }
        @inlinable set { self = newValue }
    }
}
