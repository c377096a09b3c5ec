import Foundation
import LunaparkCore

/// What a tab is for (SwiftUI's `TabRole`, iOS 18).
public struct TabRole: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case search }
    let kind: Kind

    /// The search tab. A `Tab` with this role and no label of its own is labelled "Search" with
    /// the magnifying glass, and drawn in the tab bar where it is written (as on iPhone with
    /// iOS 18). Lunapark has no `searchable` to hand the search field to the tab.
    public static var search: TabRole { TabRole(kind: .search) }
}

/// The label a `Tab` makes from a title and an image, or from its role (SwiftUI's
/// `DefaultTabLabel`): a `Label` drawn as a tab bar item (the icon over the title).
public struct DefaultTabLabel: View {
    /// The title and icon (nil: an empty label, for a tab without a role's label).
    let parts: (title: Text, icon: Image)?

    init(title: Text, icon: Image) {
        parts = (title, icon)
    }

    /// The label of a tab with `role` and no title of its own: "Search" with the magnifying
    /// glass for `.search`, empty without a role.
    init(role: TabRole?) {
        parts = role == .search ? (Text("Search"), Image(systemName: "magnifyingglass")) : nil
    }

    /// What the tab bar draws: the `Label` it stands for (nil: nothing).
    var tabItem: AnyView? {
        parts.map { parts in AnyView(Label { parts.title } icon: { parts.icon }) }
    }

    public var body: some View {
        if let parts {
            Label { parts.title } icon: { parts.icon }
        }
    }
}
