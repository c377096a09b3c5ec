import Foundation
import LunaparkCore

/// How a view pushed on a `NavigationStack` comes in and goes (SwiftUI's `NavigationTransition`,
/// iOS 18), set on the pushed view with `navigationTransition(_:)`: `.automatic` (the push
/// slide) or `.zoom(sourceID:in:)`. Lunapark has no transitions of its own beyond these; the
/// requirement is Lunapark's.
public protocol NavigationTransition {
    /// The zoom's source (nil: the push slide).
    var _zoomSource: _TransitionSourceKey? { get }
}

/// The platform's navigation transition: the push slide (SwiftUI's `AutomaticNavigationTransition`).
public struct AutomaticNavigationTransition: NavigationTransition {
    public var _zoomSource: _TransitionSourceKey? { nil }
}

/// The view zooms out of its source (SwiftUI's `ZoomNavigationTransition`): pushed, it grows
/// from the frame of the view marked `matchedTransitionSource(id:in:)` with the same id and
/// namespace, with that view's corner radius, to its full size, on the stack's push spring;
/// popped, it shrinks back into it. The source is not drawn while the view is pushed (from the
/// push until the pop starts; the shrinking view covers it). Without a source on screen the
/// view slides in as a push does. Only `NavigationStack` pushes zoom: a sheet or a full-screen
/// cover with a zoom transition slides up as usual.
public struct ZoomNavigationTransition: NavigationTransition {
    let source: _TransitionSourceKey
    public var _zoomSource: _TransitionSourceKey? { source }
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// The push slide.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// Zooms the view out of the `matchedTransitionSource` with `sourceID` in `namespace`.
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition(source: _TransitionSourceKey(id: AnyHashable(sourceID), namespace: namespace))
    }
}
