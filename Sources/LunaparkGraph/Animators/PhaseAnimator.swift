import Foundation
import LunaparkCore

/// A view that animates its content through a sequence of phases (SwiftUI's `PhaseAnimator`).
///
/// The content is first shown with the first phase. Without a trigger the animator then moves
/// to the second phase, the third, ..., back to the first, forever. With a trigger it stays on
/// the first phase until the trigger changes, then runs through every phase once and comes back
/// to the first (as SwiftUI does; a change during a run queues one more run, further changes
/// during it are absorbed).
///
/// Each step is a change made with the animation `animation` returns for the phase being moved
/// to (nil: without animation), and the next step starts when that animation is logically
/// complete (`AnimationCompletionCriteria.logicallyComplete`: a spring before it fully settles).
/// A step that starts no animation (nil, or nothing in the content depends on the phase) is
/// followed by the next one on the next frame, never in the same one. An empty sequence shows
/// nothing and is reported once; fewer than two phases never cycle.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    public typealias Body = Never

    let phases: [Phase]
    let trigger: (any Equatable)?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    /// Cycles through `phases` continuously from the moment the view appears.
    public init(_ phases: some Sequence<Phase>,
                @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = nil
        self.content = content
        self.animation = animation
    }

    /// Runs through `phases` once, back to the first, each time `trigger` changes.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable,
                @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = trigger
        self.content = content
        self.animation = animation
    }

    public static func _makeNode(_ view: Self, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        PhaseAnimatorNode<Phase, Content>(parent: parent, graph: graph)
    }
}
