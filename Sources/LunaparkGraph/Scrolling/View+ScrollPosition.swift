import Foundation
import LunaparkCore

/// The binding of `scrollPosition(_:anchor:)`, for the environment.
struct ScrollPositionStateBinding {
    let position: Binding<ScrollPosition>
    let anchor: UnitPoint?
}

private struct ScrollPositionStateKey: EnvironmentKey {
    static var defaultValue: ScrollPositionStateBinding? { nil }
}

extension EnvironmentValues {
    /// The binding of the nearest `scrollPosition(_:anchor:)` (nil: none).
    var scrollPositionState: ScrollPositionStateBinding? {
        get { self[ScrollPositionStateKey.self] }
        set { self[ScrollPositionStateKey.self] = newValue }
    }
}

extension View {
    /// Binds `position` to the scroll view in this view (SwiftUI's `scrollPosition(_:anchor:)`,
    /// iOS 18). Setting the position scrolls there, animated when set inside `withAnimation`:
    /// to an edge, to a content offset (clamped to the content), or to the view of the scroll
    /// target layout with the id, its `anchor` point (or this `anchor`, else `.topLeading`) on the
    /// same point of the visible region less the content insets. An id no target has scrolls
    /// nowhere. As the user scrolls (drag or wheel), the scroll view writes the position back
    /// with `isPositionedByUser` true and `viewID` the target under `anchor` (top-most by
    /// default) whose id has the position's id type; a position marked `isPositionedByUser` by
    /// the app does not scroll.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        environment(\.scrollPositionState, ScrollPositionStateBinding(position: position, anchor: anchor))
    }
}
