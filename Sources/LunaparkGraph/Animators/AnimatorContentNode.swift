import Foundation
import LunaparkCore

/// The node of a view that shows a content closure's view and evaluates that closure again
/// itself (`PhaseAnimator`, `KeyframeAnimator`). The content takes the animator's place in
/// layout as it would without it: several views in it join the parent's list, as a `Group`'s do.
@MainActor
class AnimatorContentNode: ViewNode {
    private var child: ViewNode?

    override var children: [ViewNode] { child.map { [$0] } ?? [] }
    override var isList: Bool { child?.isList ?? false }
    override var passesListLayoutUp: Bool { true }

    override func collectLayoutItems(into items: inout [ViewNode]) {
        if let child, child.isList { child.collectLayoutItems(into: &items) } else { items.append(self) }
    }

    /// Evaluates `content` (counted as a body evaluation, tracking the state it reads) and
    /// applies its view with `transaction`.
    final func showContent(_ content: () -> any View, transaction: Transaction) {
        graph.clearDirty(self)
        let view = DependencyTracker.evaluate(as: self) { content() }
        graph.countBodyEvaluation()
        let isNew = child == nil
        child = reconcile(child, with: view, context: UpdateContext(transaction: transaction, environment: environment))
        // A child made after this node was mounted (content shown again after `hideContent`) mounts now.
        if isNew, isMounted { child?.didMount() }
    }

    /// Removes the content (its views leave at once, without transition).
    final func hideContent() {
        graph.clearDirty(self)
        guard let removed = child else { return }
        child = nil
        removed.willUnmount()
        graph.setNeedsLayout()
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        child?.measure(proposal) ?? .zero
    }

    override func render(into builder: inout DisplayListBuilder) {
        child?.render(into: &builder)
    }

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        super.placeSubtree(in: rect, transaction: transaction)
        child?.place(in: rect, transaction: effectiveTransaction(inherited: transaction))
    }
}
