import Foundation
import LunaparkCore

/// Where `searchable` puts its search field (SwiftUI's `SearchFieldPlacement`). Lunapark
/// draws every placement as iOS's navigation bar drawer: a field under the title bar's title.
public struct SearchFieldPlacement: Hashable, Sendable {
    /// How a navigation bar drawer shows its field (SwiftUI's
    /// `SearchFieldPlacement.NavigationBarDrawerDisplayMode`). Lunapark always shows it:
    /// iOS's `.automatic` hides it under a large title until the content is pulled down.
    public struct NavigationBarDrawerDisplayMode: Hashable, Sendable {
        let isAlways: Bool
        /// The field is shown (iOS hides it until the content is pulled down).
        public static let automatic = NavigationBarDrawerDisplayMode(isAlways: false)
        /// The field is always shown.
        public static let always = NavigationBarDrawerDisplayMode(isAlways: true)
    }

    private enum Kind: Hashable, Sendable { case automatic, toolbar, sidebar, drawer(NavigationBarDrawerDisplayMode) }
    private let kind: Kind

    /// The platform's placement: on iOS the navigation bar drawer.
    public static let automatic = SearchFieldPlacement(kind: .automatic)
    /// In the toolbar (drawn as the navigation bar drawer here).
    public static let toolbar = SearchFieldPlacement(kind: .toolbar)
    /// In a sidebar (drawn as the navigation bar drawer here).
    public static let sidebar = SearchFieldPlacement(kind: .sidebar)
    /// In a drawer under the navigation bar's title.
    public static let navigationBarDrawer = SearchFieldPlacement(kind: .drawer(.automatic))

    /// In a drawer under the navigation bar's title, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(kind: .drawer(displayMode))
    }
}
