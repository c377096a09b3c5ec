import Lunapark

/// The metronome's proportions, points, shared by its three layers.
enum MetronomeGeometry {
    static let width: CGFloat = 230
    static let height: CGFloat = 300
    /// The front cover's height; the pendulum's pivot hides behind it.
    static let frontHeight: CGFloat = 70
    /// The pivot, from the top of the metronome.
    static let pivotY: CGFloat = height - 40
}
