import Foundation

/// A point animates its `x` and `y` coordinates, as in SwiftUI.
extension CGPoint: Animatable {
    /// `(x, y)`.
    nonisolated public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        @inlinable get { AnimatablePair(x, y) }
        @inlinable set { (x, y) = (newValue.first, newValue.second) }
    }
}
