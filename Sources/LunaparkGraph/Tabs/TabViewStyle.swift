import Foundation
import LunaparkCore

/// How a `TabView` shows its tabs (SwiftUI's `TabViewStyle`), set with `tabViewStyle(_:)`:
/// `.automatic` (a tab bar at the bottom, as on iPhone) or `.page` (pages swiped sideways).
/// Lunapark has no styles of its own beyond these; the requirement is Lunapark's.
public protocol TabViewStyle {
    /// The page style's index display mode, or nil for the tab bar.
    var _pageIndexDisplayMode: PageTabViewStyle.IndexDisplayMode? { get }
}

/// The platform's tab view style: on iPhone, a tab bar at the bottom (SwiftUI's `DefaultTabViewStyle`).
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
    public var _pageIndexDisplayMode: PageTabViewStyle.IndexDisplayMode? { nil }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The platform's style: a tab bar at the bottom.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

private struct TabViewPageIndexKey: EnvironmentKey {
    static let defaultValue: PageTabViewStyle.IndexDisplayMode? = nil
}

private struct IndexBackgroundKey: EnvironmentKey {
    static let defaultValue = PageIndexViewStyle.BackgroundDisplayMode.automatic
}

extension EnvironmentValues {
    /// The page style's index display mode set by `tabViewStyle(_:)` (nil: the tab bar).
    var tabViewPageIndexDisplayMode: PageTabViewStyle.IndexDisplayMode? {
        get { self[TabViewPageIndexKey.self] }
        set { self[TabViewPageIndexKey.self] = newValue }
    }

    /// When page dots get their capsule (`indexViewStyle(_:)`).
    var pageIndexBackgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode {
        get { self[IndexBackgroundKey.self] }
        set { self[IndexBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the tab views in this view (SwiftUI's `tabViewStyle(_:)`).
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewPageIndexDisplayMode, style._pageIndexDisplayMode)
    }

    /// Sets the style of the page dots of the page-style tab views in this view
    /// (SwiftUI's `indexViewStyle(_:)`).
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        environment(\.pageIndexBackgroundDisplayMode, style._backgroundDisplayMode)
    }
}
