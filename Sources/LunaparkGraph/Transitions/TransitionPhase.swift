import Foundation
import LunaparkCore

/// The stage of a transition a `Transition`'s body is asked to show (SwiftUI's `TransitionPhase`).
///
/// An inserted view is first shown in `willAppear`, then at once moved to `identity` in the
/// inserting transaction, so the difference animates. A removed view goes from `identity` to
/// `didDisappear`. A view removed while it is still appearing goes to `didDisappear` from
/// where it is; a view inserted again while it is disappearing goes back to `identity`.
@frozen
public enum TransitionPhase: Hashable, Sendable, BitwiseCopyable {
    /// The view is about to be inserted: the appearance the insertion animates from.
    case willAppear
    /// The view is in the hierarchy: its steady appearance, which should change nothing.
    case identity
    /// The view has been asked to leave: the appearance the removal animates to.
    case didDisappear

    /// True in the `identity` phase.
    public var isIdentity: Bool { self == .identity }

    /// A factor for effects that differ by phase: -1 for `willAppear`, 0 for `identity`, 1 for `didDisappear`.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// High-level facts about a `Transition` (SwiftUI's `TransitionProperties`).
public struct TransitionProperties: Sendable, Equatable {
    /// Whether the transition moves the view (a move, slide, offset or push does; a fade does not).
    /// SwiftUI reads it for its reduce-motion setting; Lunapark has no such setting, so it is
    /// information for the transition's users only.
    public var hasMotion: Bool

    /// Properties of a transition; `hasMotion` defaults to true, as in SwiftUI.
    public init(hasMotion: Bool = true) {
        self.hasMotion = hasMotion
    }
}
