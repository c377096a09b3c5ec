import Foundation

/// A reference to a node that does not keep it alive and reads nil once the
/// node is deinitialized: what `weak` does, without the side table a weak
/// reference gives its object (every retain and release of an object with one
/// takes the runtime's slow path; see `ViewNode.parent`). Each node makes one
/// (`ViewNode.nodeLink`) and clears it in its `deinit`.
///
/// Only used on the main actor (nodes live there); `@unchecked Sendable` so
/// that the node's nonisolated `deinit` can clear it and Observation's
/// `@Sendable` change handlers can carry it to the main actor.
final class NodeLink: @unchecked Sendable {
    unowned(unsafe) var node: ViewNode?

    init(_ node: ViewNode) { self.node = node }
}

/// The same for a `ViewGraph` (`ViewGraph.link`): the screen's graph, and closures that
/// reach their graph, hold this rather than a weak reference, which would put every
/// node's `graph` reference on the slow path (`tryIncrementSlow`, `incrementSlow`:
/// 8 % of building 10,000 views, perf).
final class GraphLink: @unchecked Sendable {
    unowned(unsafe) var graph: ViewGraph?

    /// Set to the graph once it is initialized.
    init() {}
}
