import Foundation
import LunaparkCore

/// Where a view with a scroll transition is relative to the visible region of its scroll view
/// (SwiftUI's `ScrollTransitionPhase`).

public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Before the visible region: above it in a vertical scroll view, left of it in a horizontal one.
    case topLeading
    /// In the visible region.
    case identity
    /// After the visible region: below it, or right of it.
    case bottomTrailing

    /// Whether this is the `identity` phase.
    public var isIdentity: Bool { self == .identity }

    /// -1 for `topLeading`, 0 for `identity`, 1 for `bottomTrailing`.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition follows its view through the visible region (SwiftUI's
/// `ScrollTransitionConfiguration`).
public struct ScrollTransitionConfiguration: Sendable {
    enum Mode: Sendable {
        case identity
        case interactive(UnitCurve)
        case animated(Animation)
    }

    var mode: Mode

    /// The view never changes: the effect stays in its identity phase.
    public static let identity = ScrollTransitionConfiguration(mode: .identity)
    /// The effect follows the view: the fraction of the view outside the visible region,
    /// eased in and out, is how far it is from identity towards the edge's phase.
    public static let interactive = ScrollTransitionConfiguration(mode: .interactive(.easeInOut))
    /// Like `interactive`, with `timingCurve` turning the fraction outside into the effect's progress.
    public static func interactive(timingCurve: UnitCurve) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: .interactive(timingCurve))
    }
    /// The phase switches when the view comes into view (any part visible) or leaves it
    /// entirely, and the change animates with the default animation.
    public static let animated = ScrollTransitionConfiguration(mode: .animated(.default))
    /// `animated`, with `animation`.
    public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: .animated(animation))
    }

    /// This configuration, discrete and animated with `animation`.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: .animated(animation))
    }
}
