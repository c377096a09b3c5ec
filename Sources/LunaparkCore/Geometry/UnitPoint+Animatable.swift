import Foundation

/// A unit point animates its `x` and `y`, as in SwiftUI.
extension UnitPoint: Animatable {
    /// `(x, y)`.
    nonisolated public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        @inlinable get { AnimatablePair(x, y) }
        @inlinable set { (x, y) = (newValue.first, newValue.second) }
    }
}
