/// A resolved colour animates in linear sRGB, as SwiftUI's `Color.Resolved`
/// does: `(linearRed, (linearGreen, (linearBlue, opacity)))`. Interpolating
/// linear light rather than gamma-encoded components keeps the midpoint of
/// red -> green from going dark and muddy.
extension Color.Resolved: Animatable {
    /// `(linearRed, (linearGreen, (linearBlue, opacity)))`.
    nonisolated public var animatableData: AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>> {
        get {
            AnimatablePair(linearRed, AnimatablePair(linearGreen, AnimatablePair(linearBlue, opacity)))
        }
        set {
            self = Color.Resolved(linearRed: newValue.first,
                                  linearGreen: newValue.second.first,
                                  linearBlue: newValue.second.second.first,
                                  opacity: newValue.second.second.second)
        }
    }
}
