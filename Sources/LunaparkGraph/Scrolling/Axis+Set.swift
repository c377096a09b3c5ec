import Foundation
import LunaparkCore

extension Axis {
    /// A set of axes (SwiftUI's `Axis.Set`), as `ScrollView(_:)` takes: `.vertical`,
    /// `.horizontal`, both (`[.horizontal, .vertical]`) or none (`[]`: the content does not scroll).
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8

        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1 << 0)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 1 << 1)
    }

    /// The set holding only this axis.
    var set: Set { self == .horizontal ? .horizontal : .vertical }
}
