import Foundation

/// A rectangle animates its origin and its size, as in SwiftUI:
/// `((x, y), (width, height))`.
extension CGRect: Animatable {
    /// `(origin.animatableData, size.animatableData)`.
    nonisolated public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        @inlinable get {
            AnimatablePair(AnimatablePair(origin.x, origin.y), AnimatablePair(size.width, size.height))
        }
        @inlinable set {
            origin = CGPoint(x: newValue.first.first, y: newValue.first.second)
            size = CGSize(width: newValue.second.first, height: newValue.second.second)
        }
    }
}
