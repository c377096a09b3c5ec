/// A colour animates through its resolved value, in linear sRGB
/// (see `Color.Resolved.animatableData`).
extension Color: Animatable {
    /// The resolved colour's animatable data.
    nonisolated public var animatableData: Color.Resolved.AnimatableData {
        get { resolved.animatableData }
        // An animated value is one fixed colour in both appearances.
        set { resolved.animatableData = newValue; darkResolved = nil; isAccentColor = false }
    }
}
