import Foundation
import LunaparkCore

/// A bar that `toolbarBackground(_:for:)` and `toolbarColorScheme(_:for:)` apply to
/// (SwiftUI's `ToolbarPlacement`).
public struct ToolbarPlacement: Hashable, Sendable {
    enum Bar: Hashable, Sendable { case automatic, navigationBar, bottomBar, tabBar }
    let bar: Bar

    /// The bars of the navigation level the view is in: its title bar and its bottom bar.
    public static let automatic = ToolbarPlacement(bar: .automatic)
    /// The title bar of the navigation level the view is in.
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    /// The bar of `.bottomBar` toolbar items under the navigation level the view is in.
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
    /// The tab bar of the `TabView` whose selected tab the view is in.
    public static let tabBar = ToolbarPlacement(bar: .tabBar)

    /// Whether this placement (or, for an empty list, `.automatic`) covers `bar`.
    static func covers(_ placements: [ToolbarPlacement], _ bar: Bar) -> Bool {
        let placements = placements.isEmpty ? [.automatic] : placements
        return placements.contains { $0.bar == bar || ($0.bar == .automatic && bar != .tabBar) }
    }
}
