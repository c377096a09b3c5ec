import Foundation

/// The leading or trailing edge of a view (SwiftUI's `HorizontalEdge`).
public enum HorizontalEdge: Int8, Hashable, CaseIterable, Sendable {
    case leading, trailing

    /// A set of horizontal edges (SwiftUI's `HorizontalEdge.Set`).
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding only `edge`.
        public init(_ edge: HorizontalEdge) { self.init(rawValue: 1 << edge.rawValue) }

        public static let leading = Set(.leading)
        public static let trailing = Set(.trailing)
        /// Both edges.
        public static let all: Set = [.leading, .trailing]
    }
}
