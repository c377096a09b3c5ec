import Foundation
import LunaparkCore

/// How the page dots of a page-style `TabView` are drawn (SwiftUI's `IndexViewStyle`), set
/// with `indexViewStyle(_:)`.
public protocol IndexViewStyle {
    /// When the dots get their dark capsule behind them.
    var _backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode { get }
}
