import Foundation
import LunaparkCore

/// `animation(_:value:)`: changes in this subtree animate with `animation`
/// in updates where `value` changed (overriding the transaction's animation
/// unless it disables animations); other updates pass through unchanged.
public struct _AnimationModifier<Value: Equatable>: ViewModifier {
    public typealias Body = Never
    let animation: Animation?
    let value: Value

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        AnimationModifierNode<Value>(parent: parent, graph: graph)
    }
}

@MainActor
final class AnimationModifierNode<Value: Equatable>: PassThroughModifierNode<_AnimationModifier<Value>> {
    /// The update pass in which `value` last changed.
    private var changedInPass: UInt64 = 0

    override func modelDidChange(from old: _AnimationModifier<Value>?, context: UpdateContext) {
        if let old, old.value != model.value { changedInPass = graph.currentPass }
    }

    private func apply(_ transaction: Transaction, changed: Bool) -> Transaction {
        guard changed, !transaction.disablesAnimations else { return transaction }
        var t = transaction
        t.animation = model.animation
        t._origin = .animationModifier(view: nodeID)
        graph.inspection?.nameOrigin(self)
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

/// `transaction(_:)` and the value-less `animation(_:)`: rewrites the
/// transaction of every change in this subtree (`.animation(nil)` blocks
/// animations coming from above, as in the Habr article's BorderPosition).
public struct _TransactionModifier: ViewModifier {
    public typealias Body = Never
    let transform: @MainActor (inout Transaction) -> Void

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        TransactionModifierNode(parent: parent, graph: graph)
    }
}

@MainActor
final class TransactionModifierNode: PassThroughModifierNode<_TransactionModifier> {
    override func contentContext(_ context: UpdateContext) -> UpdateContext {
        var c = context
        c.transaction = transformed(context.transaction)
        return c
    }

    override func contentTransaction(_ transaction: Transaction) -> Transaction {
        transformed(transaction)
    }

    /// `transaction` rewritten by the modifier, naming this view as its origin when the
    /// rewrite changed whether or how it animates.
    private func transformed(_ transaction: Transaction) -> Transaction {
        var t = transaction
        model.transform(&t)
        t.nameOrigin(.transactionModifier(view: nodeID), ifAnimationChangedFrom: transaction, by: self)
        return t
    }
}

extension View {
    /// Animates changes in this view with `animation` whenever `value` changes.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_AnimationModifier(animation: animation, value: value))
    }

    /// Applies `animation` to every change in this view (deprecated in SwiftUI;
    /// `.animation(nil)` is still the way to block animations from above).
    public func animation(_ animation: Animation?) -> some View {
        modifier(_TransactionModifier(transform: { t in
            if !t.disablesAnimations { t.animation = animation }
        }))
    }

    /// Rewrites the transaction of changes in this view.
    public func transaction(_ transform: @escaping @MainActor (inout Transaction) -> Void) -> some View {
        modifier(_TransactionModifier(transform: transform))
    }
}

extension _AnimationModifier: AppliesToWholeList {}

extension _TransactionModifier: AppliesToWholeList {}
