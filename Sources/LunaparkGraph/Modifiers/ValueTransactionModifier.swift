import Foundation
import LunaparkCore

/// `transaction(value:_:)`: rewrites the transaction of changes in this subtree, but only
/// in updates where `value` changed (other updates pass through unchanged).
public struct _ValueTransactionModifier<Value: Equatable>: ViewModifier {
    public typealias Body = Never
    let value: Value
    let transform: @MainActor (inout Transaction) -> Void

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        ValueTransactionModifierNode<Value>(parent: parent, graph: graph)
    }
}

@MainActor
final class ValueTransactionModifierNode<Value: Equatable>: PassThroughModifierNode<_ValueTransactionModifier<Value>> {
    /// The update pass in which `value` last changed.
    private var changedInPass: UInt64 = 0

    override func modelDidChange(from old: _ValueTransactionModifier<Value>?, context: UpdateContext) {
        if let old, old.value != model.value { changedInPass = graph.currentPass }
    }

    private func apply(_ transaction: Transaction, changed: Bool) -> Transaction {
        guard changed else { return transaction }
        var t = transaction
        model.transform(&t)
        t.nameOrigin(.transactionModifier(view: nodeID), ifAnimationChangedFrom: transaction, by: self)
        return t
    }

    override func contentContext(_ context: UpdateContext) -> UpdateContext {
        var c = context
        c.transaction = apply(context.transaction, changed: changedInPass == graph.currentPass)
        return c
    }

    override func contentTransaction(_ transaction: Transaction) -> Transaction {
        apply(transaction, changed: changedInPass == graph.layoutPass && changedInPass != 0)
    }
}

extension _ValueTransactionModifier: AppliesToWholeList {}

extension View {
    /// Rewrites the transaction of the changes in this view with `transform`, in the updates
    /// where `value` changed (SwiftUI's `transaction(value:_:)`, iOS 17); the transactions of
    /// other updates pass unchanged.
    public func transaction<V: Equatable>(value: V, _ transform: @escaping @MainActor (inout Transaction) -> Void) -> some View {
        modifier(_ValueTransactionModifier(value: value, transform: transform))
    }
}
