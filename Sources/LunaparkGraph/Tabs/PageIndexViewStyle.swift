import Foundation
import LunaparkCore

/// Page dots, with or without a capsule behind them (SwiftUI's `PageIndexViewStyle`).
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots are drawn on a translucent dark capsule.
    public struct BackgroundDisplayMode: Hashable, Sendable {
        let id: Int
        /// No capsule (iOS's default for page dots).
        public static let automatic = BackgroundDisplayMode(id: 0)
        /// The capsule only while the user moves the pages or presses the dots.
        public static let interactive = BackgroundDisplayMode(id: 1)
        /// The capsule always.
        public static let always = BackgroundDisplayMode(id: 2)
        /// No capsule.
        public static let never = BackgroundDisplayMode(id: 3)
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    /// Page dots with their capsule shown as `backgroundDisplayMode` says.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }

    public var _backgroundDisplayMode: BackgroundDisplayMode { backgroundDisplayMode }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Page dots without a capsule.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// Page dots with their capsule shown as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}
