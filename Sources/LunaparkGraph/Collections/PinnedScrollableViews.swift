import Foundation
import LunaparkCore

/// Which section parts a lazy container would pin to its scroll view's edges (SwiftUI's
/// `PinnedScrollableViews`). Lunapark does not pin them: headers and footers scroll with the
/// content. The set is accepted so that SwiftUI code compiles unchanged.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
