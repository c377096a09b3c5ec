import Foundation
import LunaparkCore

// The scene graph's hooks for the inspector's recorder, and how it names views.
extension Transaction {
    /// Names `origin` (the view `node`) as where this transaction came from, when it animates
    /// differently from `original`, the transaction before `node` rewrote it.
    @MainActor
    mutating func nameOrigin(_ origin: TransactionOrigin, ifAnimationChangedFrom original: Transaction, by node: ViewNode) {
        guard animation != original.animation || disablesAnimations != original.disablesAnimations else { return }
        _origin = origin
        node.graph.inspection?.nameOrigin(node)
    }
}

extension ViewNode {
    /// Records what a change of this node's `property` did, while the graph records for the inspector.
    @inline(__always)
    final func noteAnimationChange(_ change: AnimationChange, property: Any.Type,
                                   part: AnimationEvent.Part = .value, transaction: Transaction) {
        guard let inspection = graph.inspection else { return }
        inspection.recordChange(change, of: self, property: property, part: part, transaction: transaction)
    }

    /// The type of the view with a body whose node this is, or this node's class.
    var bodyViewType: Any.Type { (self as? BodyViewNode)?.viewType ?? type(of: self) }

    /// The type of the nearest view with a body at or above this node, or nil at the root.
    var nearestBodyViewType: Any.Type? {
        var node: ViewNode? = self
        while let current = node {
            if let body = current as? BodyViewNode { return body.viewType }
            node = current.parent
        }
        return nil
    }
}

/// A node of a view with a body (or a modifier with a body): the type the inspector names it by.
@MainActor
protocol BodyViewNode {
    var viewType: Any.Type { get }
    /// Connects the view's dynamic properties again, naming its states for the inspector.
    func bindForInspection()
}

extension CompositeNode: BodyViewNode {
    var viewType: Any.Type { V.self }
    func bindForInspection() { DynamicPropertyBinder.bind(view, to: self) }
}

extension ModifierNode: BodyViewNode {
    var viewType: Any.Type { M.self }
    func bindForInspection() {}
}
