import Foundation
import LunaparkCore

/// iOS 18's style that shows a tab bar that can turn into a sidebar (SwiftUI's
/// `SidebarAdaptableTabViewStyle`). On iPhone it is the tab bar; on iPad and the Mac it can
/// become a sidebar listing the tabs and their sections. Lunapark draws the iPhone's tab bar
/// (`_TabBar`): the sidebar is not drawn.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    public init() {}
    public var _pageIndexDisplayMode: PageTabViewStyle.IndexDisplayMode? { nil }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar that adapts into a sidebar where there is room; drawn as the tab bar in Lunapark.
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

/// iOS 18's style that shows only a tab bar, never a sidebar (SwiftUI's `TabBarOnlyTabViewStyle`).
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    public init() {}
    public var _pageIndexDisplayMode: PageTabViewStyle.IndexDisplayMode? { nil }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// Only the tab bar.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}
