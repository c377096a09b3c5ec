import Foundation
import LunaparkCore

/// Stands in a modifier's body (or a transition's effects) for a node that
/// lives elsewhere: the modified content. Everything is forwarded to the
/// target; updating the placeholder never re-evaluates the target.
@MainActor
final class PlaceholderNode: ViewNode {
    private(set) weak var target: ViewNode?

    override var children: [ViewNode] { target.map { [$0] } ?? [] }
    override var isList: Bool { target?.isList ?? false }

    override func collectLayoutItems(into items: inout [ViewNode]) {
        if let target, target.isList { target.collectLayoutItems(into: &items) } else { items.append(self) }
    }

    override func update(with view: any View, context: UpdateContext) {
        lastTransaction = context.transaction
        lastUpdatePass = graph.currentPass
        environment = context.environment
        let newTarget = (view as? PlaceholderView)?.targetNode
        if newTarget !== target {
            target = newTarget
            newTarget?.parent = self
            graph.setNeedsLayout()
        }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        target?.measure(proposal) ?? .zero
    }

    override func place(in rect: CGRect, transaction: Transaction) {
        super.place(in: rect, transaction: transaction)
        target?.place(in: rect, transaction: effectiveTransaction(inherited: transaction))
    }

    // The target belongs to the modifier node: it is mounted and unmounted there.
    override func didMount() {}
    override func willUnmount() { graph.unregisterAnimating(self) }
}
