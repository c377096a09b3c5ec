import Foundation

/// The top or bottom edge of a view (SwiftUI's `VerticalEdge`).
public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable {
    case top, bottom

    /// A set of vertical edges (SwiftUI's `VerticalEdge.Set`).
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding only `edge`.
        public init(_ edge: VerticalEdge) { self.init(rawValue: 1 << edge.rawValue) }

        public static let top = Set(.top)
        public static let bottom = Set(.bottom)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}
