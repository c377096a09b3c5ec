/// What a custom animation sees besides its value and time (SwiftUI's
/// `AnimationContext`): its per-run `state` and the logical-completion flag.
///
/// Lunapark's core has no environment; the scene graph, which owns
/// `EnvironmentValues`, does not pass one here.
public struct AnimationContext<Value: VectorArithmetic> {
    /// The state of this run of the animation (see `AnimationStateKey`).
    public var state: AnimationState<Value>

    /// Set to `true` to report that the animation is logically complete
    /// (it fires `.logicallyComplete` completions) while it may keep moving
    /// in its long tail. Setting it back to `false` has no effect once the
    /// engine has seen `true`. If it is never set, logical completion
    /// happens when `animate` returns `nil`.
    public var isLogicallyComplete: Bool

    /// A fresh context: empty state, not logically complete. The engine
    /// makes one per animation run; create one yourself to evaluate an
    /// `Animation` outside the engine (a Lunapark addition).
    public init() {
        state = AnimationState()
        isLogicallyComplete = false
    }

    /// A context for another value type with the given state (and this
    /// context's completion flag), e.g. to run a secondary animation.
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        var context = AnimationContext<T>()
        context.state = state
        context.isLogicallyComplete = isLogicallyComplete
        return context
    }
}
