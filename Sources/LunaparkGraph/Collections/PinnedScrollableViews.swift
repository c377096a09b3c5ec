import Foundation
import LunaparkCore

/// Which section parts a lazy container pins to its scroll view's edges (SwiftUI's
/// `PinnedScrollableViews`). `LazyVStack` and `LazyHStack` pin section headers; footers, and
/// the lazy grids' sections, scroll with the content (the set is accepted there unchanged).
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
