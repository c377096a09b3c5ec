/// When an animation counts as finished for a completion handler
/// (SwiftUI's `AnimationCompletionCriteria`).
public struct AnimationCompletionCriteria: Hashable, Sendable {
    @usableFromInline
    let isRemoval: Bool

    @usableFromInline
    init(isRemoval: Bool) { self.isRemoval = isRemoval }

    /// The animations started by the change have logically completed (a
    /// spring reaches its `duration`, a curve its end) although they may still
    /// move in their long tail. Animations started later by other changes
    /// are ignored, even if they merged with these.
    public static let logicallyComplete = AnimationCompletionCriteria(isRemoval: false)

    /// The animations have finished and are removed. If later changes add
    /// animations to the same properties, the handler waits for those too:
    /// it fires when the properties stop animating altogether.
    public static let removed = AnimationCompletionCriteria(isRemoval: true)
}
