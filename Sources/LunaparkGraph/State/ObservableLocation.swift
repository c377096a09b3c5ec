import Foundation
import LunaparkCore
import Observation

/// Storage that body evaluations read and that invalidates its readers when written.
///
/// A read records the evaluating node together with its evaluation number;
/// a write invalidates only readers whose latest evaluation still read it, so
/// a view that stopped reading a value is not evaluated again because of it.
@MainActor
class ObservableLocation {
    /// A reader, held through its `NodeLink` (a `weak` reference gave every node that reads
    /// state a side table, and each of its retains and releases the slow path: perf).
    private struct Reader {
        var link: NodeLink
        var evaluation: UInt64
    }
    private var readers: [ObjectIdentifier: Reader] = [:]
    /// How the inspector names this storage (`ContentView.isOn`), set while it records.
    var inspectorName: String?

    /// Records that the node being evaluated (if any) reads this location.
    final func recordRead() {
        guard let node = DependencyTracker.current else { return }
        readers[ObjectIdentifier(node)] = Reader(link: node.nodeLink, evaluation: node.evaluationCount)
    }

    /// Invalidates the nodes whose latest evaluation read this location.
    final func notifyChanged(transaction: Transaction) {
        var stale: [ObjectIdentifier] = []
        for (key, reader) in readers {
            guard let node = reader.link.node, node.isAttached, node.evaluationCount == reader.evaluation else {
                stale.append(key)
                continue
            }
            node.graph.invalidate(node, transaction: transaction, cause: .state(self))
        }
        for key in stale { readers.removeValue(forKey: key) }
    }
}

/// Which node's body is being evaluated, so reads can be recorded as its dependencies.
@MainActor
enum DependencyTracker {
    private(set) static var current: ViewNode?

    /// Evaluates `body` as `node`: reads of `@State`/`Binding` storage and of
    /// `@Observable` properties become the node's dependencies, replacing those
    /// of its previous evaluation.
    static func evaluate<T>(as node: ViewNode, _ body: () -> T) -> T {
        let previous = current
        current = node
        node.evaluationCount &+= 1
        let evaluation = node.evaluationCount
        defer { current = previous }
        // The handler holds the node's link, not a weak reference (see `NodeLink`).
        let link = node.nodeLink
        return withObservationTracking(body) {
            // Called once, when a tracked property is about to change (Observation's willSet), on
            // the thread that changes it; a change made off the main actor is applied from there,
            // in the transaction that was current where it was made.
            MainActorHop.run { transaction in
                guard let node = link.node, node.isAttached, node.evaluationCount == evaluation else { return }
                node.graph.invalidate(node, transaction: transaction, cause: .observable)
            }
        }
    }

    /// Runs `body` without recording reads (actions, gesture handlers).
    static func untracked<T>(_ body: () -> T) -> T {
        let previous = current
        current = nil
        defer { current = previous }
        return body()
    }
}
