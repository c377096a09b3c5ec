/// What one change of a property's model value did to its animations
/// (`AnimatedValue.setTarget(_:transaction:at:)`), as Apple's rules decide.
public enum AnimationChange: UInt8, Sendable {
    /// The value did not change: nothing started, nothing moved.
    case unchanged
    /// The value changed without animation (no animation in the transaction, or
    /// animations disabled): the model value jumped at once. Animations already
    /// running go on covering their own intervals.
    case snapped
    /// A new animation started, and none was running.
    case started
    /// A new animation started on top of running ones, which go on: their
    /// curves add up (timing curves, `interpolatingSpring`, custom animations
    /// that do not merge).
    case combined
    /// The new animation replaced the latest running one, inheriting its state
    /// and velocity and animating to the new value (a spring retargeted).
    case merged
}
