import Foundation

/// A size animates its `width` and `height`, as in SwiftUI.
extension CGSize: Animatable {
    /// `(width, height)`.
    nonisolated public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        @inlinable get { AnimatablePair(width, height) }
        @inlinable set { (width, height) = (newValue.first, newValue.second) }
    }
}
