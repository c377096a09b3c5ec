/// How rounded-rectangle corners are shaped (SwiftUI's `RoundedCornerStyle`).
///
/// Lunapark draws both styles as circular (elliptical for unequal corner
/// sizes) quarter arcs: Apple's `.continuous` "squircle" curve is not
/// published, and a circular corner of the same radius differs from it by
/// under a point at the radii used by controls.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle corners.
    case circular
    /// Apple's continuous-curvature corners; drawn as `.circular` here.
    case continuous
}
