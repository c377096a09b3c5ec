import Foundation
import LunaparkCore

/// Namespace of navigation bar settings (SwiftUI's `NavigationBarItem`).
public struct NavigationBarItem: Sendable {
    /// How the title bar shows a level's title.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// The mode of the level below (large on the root level), as on iOS.
        case automatic
        /// The title centred in the 44-point bar, in the headline font (17 points, semibold).
        case inline
        /// The title on a line of its own under the 44-point bar, leading-aligned,
        /// in the large title font (34 points, bold); the bar is then 96 points tall.
        case large
    }
}

/// How a level's bar shows its title (SwiftUI's `ToolbarTitleDisplayMode`, iOS 17),
/// for `toolbarTitleDisplayMode(_:)`.
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let mode: NavigationBarItem.TitleDisplayMode
    /// The mode of the level below (large on the root level).
    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
    /// The title centred in the bar.
    public static let inline = ToolbarTitleDisplayMode(mode: .inline)
    /// The title large, under the bar.
    public static let large = ToolbarTitleDisplayMode(mode: .large)
    /// The same as `.inline` here (SwiftUI moves a large title into the bar as content scrolls).
    public static let inlineLarge = ToolbarTitleDisplayMode(mode: .inline)
}
