import Foundation
import LunaparkCore

/// What a node remembers of the pass that last updated it: the environment and transaction
/// its children are placed with.
extension ViewNode {
    /// Records that this node is updated in the current pass, in `context`'s environment and
    /// transaction (what `effectiveTransaction(inherited:)` gives its children when they are placed).
    func recordUpdate(_ context: UpdateContext) {
        environment = context.environment
        recordUpdate(transaction: context.transaction)
    }

    /// Records that this node is re-evaluated in the current pass with `transaction`.
    func recordUpdate(transaction: Transaction) {
        lastTransaction = transaction
        lastUpdatePass = graph.currentPass
    }

    /// The transaction for placing this node's children: its own when it was updated in the
    /// pass being laid out, else the one inherited from its parent.
    func effectiveTransaction(inherited: Transaction) -> Transaction {
        lastUpdatePass == graph.layoutPass ? lastTransaction : inherited
    }
}
