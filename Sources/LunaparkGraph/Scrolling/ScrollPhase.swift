import Foundation
import LunaparkCore

/// What a scroll view's scrolling is doing (SwiftUI's `ScrollPhase`, iOS 18), as
/// `onScrollPhaseChange(_:)` reports it.
@frozen public enum ScrollPhase: Equatable, Hashable, Sendable, CustomDebugStringConvertible {
    /// Nothing moves the content and no pointer is on it.
    case idle
    /// A pointer pressed on the content but has not moved the 10 points that start a scroll
    /// (`ScrollPressTracker.slop`) yet.
    case tracking
    /// The user moves the content: a drag, or a wheel turn and the short spring that carries
    /// the content to where the wheel sent it.
    case interacting
    /// The user let go and the content glides on, springs back from an edge or settles on a
    /// scroll target (`scrollTargetBehavior`).
    case decelerating
    /// The content moves to a programmatic target: `ScrollViewReader`'s `scrollTo`,
    /// `scrollPosition(id:)` or `scrollPosition(_:)` set inside `withAnimation`.
    case animating

    /// Whether the scroll view is scrolling: any phase but `.idle`.
    public var isScrolling: Bool { self != .idle }

    public var debugDescription: String {
        switch self {
        case .idle: "idle"
        case .tracking: "tracking"
        case .interacting: "interacting"
        case .decelerating: "decelerating"
        case .animating: "animating"
        }
    }
}

/// What `onScrollPhaseChange(_:)` tells besides the phases (SwiftUI's `ScrollPhaseChangeContext`):
/// the scroll view's geometry and speed when the phase changed. Made by the scroll view only.
public struct ScrollPhaseChangeContext: Sendable {
    /// The scroll view's geometry when its phase changed.
    public let geometry: ScrollGeometry
    /// The content's speed along increasing offsets, in points per second (a drag's pointer
    /// moving up scrolls down: positive `dy`); nil when nothing moves it.
    public let velocity: CGVector?

    init(geometry: ScrollGeometry, velocity: CGVector?) {
        self.geometry = geometry
        self.velocity = velocity
    }
}
