/// One completion handler added with `Transaction.addAnimationCompletion`,
/// and the bookkeeping that makes it fire exactly once.
///
/// Every animation run (or, for `.removed`, every animating property) that
/// the transaction starts retains the tracker; each releases it when it
/// logically completes (or stops animating). The handler fires when the
/// count returns to zero, or, if nothing ever retained it, when an engine or
/// the scene graph reports that the transaction's changes started no animation.
@MainActor
public final class AnimationCompletionTracker {
    /// When the handler counts the animations as finished.
    public nonisolated let criteria: AnimationCompletionCriteria
    private let handler: @MainActor () -> Void
    private var pending = 0
    /// Whether the handler has run.
    public private(set) var hasFired = false

    nonisolated init(criteria: AnimationCompletionCriteria, handler: @escaping @MainActor () -> Void) {
        self.criteria = criteria
        self.handler = handler
    }

    /// One more animation must finish before the handler fires.
    func retain() { pending += 1 }

    /// One animation finished; fires the handler when it was the last.
    func release() {
        pending -= 1
        if pending <= 0 { fire() }
    }

    /// Fires the handler if no animation holds it (none started, or all done).
    func fireIfIdle() {
        if pending <= 0 { fire() }
    }

    private func fire() {
        guard !hasFired else { return }
        hasFired = true
        handler()
    }
}
