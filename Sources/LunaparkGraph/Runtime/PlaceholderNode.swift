import Foundation
import LunaparkCore

/// Stands in a modifier's body (or a transition's effects) for a node that
/// lives elsewhere: the modified content. Everything is forwarded to the
/// target. The content is applied here, with the environment at this
/// position, only when its value or that environment changed; updating the
/// placeholder otherwise never touches the target.
@MainActor
final class PlaceholderNode: ViewNode {
    private(set) weak var target: ViewNode?
    private var appliedGeneration: UInt64 = .max

    override var children: [ViewNode] { target.map { [$0] } ?? [] }
    override var isList: Bool { target?.isList ?? false }
    override var passesListLayoutUp: Bool { true }

    override func collectLayoutItems(into items: inout [ViewNode]) {
        if let target, target.isList { target.collectLayoutItems(into: &items) } else { items.append(self) }
    }

    private weak var owner: (any ContentOwner)?

    override func update(with view: any View, context inherited: UpdateContext) {
        owner = (view as? PlaceholderView)?.contentOwner
        var context = inherited
        if let owner { context.transaction = owner.contentTransaction(inherited: inherited.transaction, placing: false) }
        recordUpdate(context)
        guard let owner, let newTarget = owner.ownedContent else {
            target = nil
            return
        }
        if newTarget !== target {
            target = newTarget
            newTarget.parent = self
            appliedGeneration = .max
            graph.setNeedsLayout()
        }
        owner.placeholderContext = context
        if appliedGeneration != owner.ownedContentGeneration || newTarget.environment != context.environment,
           let contentView = owner.ownedContentView {
            appliedGeneration = owner.ownedContentGeneration
            newTarget.apply(contentView, context: context)
        }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        target?.measure(proposal) ?? .zero
    }

    override func render(into builder: inout DisplayListBuilder) {
        target?.render(into: &builder)
    }

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        super.placeSubtree(in: rect, transaction: transaction)
        let inherited = owner?.contentTransaction(inherited: transaction, placing: true) ?? transaction
        target?.place(in: rect, transaction: effectiveTransaction(inherited: inherited))
    }

    // The target belongs to its owner: it is mounted and unmounted there.
    override func didMount() {}
    override func willUnmount() { graph.unregisterAnimating(self) }
}
