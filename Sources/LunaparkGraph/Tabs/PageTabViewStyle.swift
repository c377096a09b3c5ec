import Foundation
import LunaparkCore

/// Tabs as pages side by side that follow a horizontal drag and settle on a page when it
/// ends, with a row of page dots at the bottom (SwiftUI's `PageTabViewStyle`).
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots are shown.
    public struct IndexDisplayMode: Hashable, Sendable {
        let id: Int
        /// Dots when there is more than one page (iOS).
        public static let automatic = IndexDisplayMode(id: 0)
        /// Dots always, even for a single page.
        public static let always = IndexDisplayMode(id: 1)
        /// No dots.
        public static let never = IndexDisplayMode(id: 2)
    }

    let indexDisplayMode: IndexDisplayMode

    /// A page style showing its dots as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    public var _pageIndexDisplayMode: IndexDisplayMode? { indexDisplayMode }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages with their dots shown when there is more than one.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// Pages with their dots shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}
