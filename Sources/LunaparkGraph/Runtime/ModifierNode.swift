import Foundation
import LunaparkCore

/// The node of a view modified by a `ViewModifier` with a body.
///
/// It owns two subtrees: the content's node, which persists and is updated
/// only with the content's own values, and the node of `body(content:)`, in
/// which the content appears through a placeholder. When the modifier is
/// `Animatable`, each animation frame writes the interpolated value into a
/// copy of the modifier and evaluates that copy's body again (counted in
/// `Statistics.modifierBodyEvaluations`); no `View.body` runs.
///
/// The modifier's own dynamic properties (`@State`, `@Environment`, ...) are bound
/// to this node, so its state lives as long as the modified view, as in SwiftUI;
/// a change of that state evaluates the modifier's body again.
@MainActor
final class ModifierNode<M: ViewModifier>: ViewNode, ContentOwner, DynamicPropertyStorage {
    var propertySlots = DynamicPropertySlots()
    private var model: M?
    private var presented: M?
    private var animator: (any ErasedAnimator<M>)?
    private var contentNode: ViewNode?
    private var bodyNode: ViewNode?

    // ContentOwner: the content is applied where the body's placeholder stands.
    var ownedContent: ViewNode? { contentNode }
    private(set) var ownedContentView: (any View)?
    private(set) var ownedContentGeneration: UInt64 = 0
    var placeholderContext: UpdateContext?
    /// The transaction this node was last placed with (what `animation(_:body:)` restores for its
    /// content in layout-only passes).
    private var placedTransaction = Transaction()

    func contentTransaction(inherited: Transaction, placing: Bool) -> Transaction {
        guard M.self is any ScopesAnimationToItsBody.Type else { return inherited }
        return placing ? effectiveTransaction(inherited: placedTransaction) : lastTransaction
    }

    override var children: [ViewNode] { bodyNode.map { [$0] } ?? [] }
    override var isList: Bool { bodyNode?.isList ?? false }
    override var passesListLayoutUp: Bool { true }

    override func collectLayoutItems(into items: inout [ViewNode]) {
        if let bodyNode, bodyNode.isList { bodyNode.collectLayoutItems(into: &items) } else { items.append(self) }
    }

    override func update(with view: any View, context: UpdateContext) {
        let parts = view as! ModifiedContentParts
        let newModel = parts.modifierValue as! M
        let environmentChanged = environment != context.environment
        recordUpdate(context)

        ownedContentView = parts.contentView
        ownedContentGeneration &+= 1
        if contentNode == nil {
            contentNode = makeNode(for: parts.contentView, parent: self, graph: graph)
        }

        let time = graph.currentTime
        if let old = model, bodyNode != nil, !environmentChanged, ViewComparison.isEqual(old, newModel) {
            // The body would be the same: update the content where the placeholder stands.
            if let contentNode, var placed = placeholderContext {
                placed.transaction = context.transaction
                contentNode.apply(parts.contentView, context: placed)
            }
            return
        }
        model = newModel
        DynamicPropertyBinder.bind(newModel, to: self)
        if animator == nil, presented == nil { animator = AnimatorFactory.make(for: newModel) }
        if animator != nil {
            let change = animator!.setTarget(newModel, transaction: context.transaction, at: time)
            noteAnimationChange(change, property: M.self, transaction: context.transaction)
            presented = animator!.presentation(of: newModel, at: time)
            if animator!.isAnimating { graph.registerAnimating(self) }
        } else {
            presented = newModel
        }
        evaluateBody(context: context)
    }

    // Draws nothing of its own: what it updates asks for a new display list itself.
    override var tracksDisplayChanges: Bool { true }

    override func reevaluate(transaction: Transaction) {
        recordUpdate(transaction: transaction)
        evaluateBody(context: UpdateContext(transaction: transaction, environment: environment))
    }

    private func evaluateBody(context: UpdateContext) {
        guard let presented else { return }
        let content = _ViewModifier_Content<M>(owner: self)
        let body = DependencyTracker.evaluate(as: self) { presented.body(content: content) }
        graph.countModifierBodyEvaluation()
        if let inspection = graph.inspection { inspection.recordBody(self) }
        bodyNode = reconcile(bodyNode, with: body, context: context)
    }

    override func stepAnimations(to time: TimeInterval) -> Bool {
        var running = super.stepAnimations(to: time)
        if let model, animator != nil, animator!.isAnimating {
            presented = animator!.presentation(of: model, at: time)
            // Values produced during animation frames are applied without animation.
            evaluateBody(context: UpdateContext(transaction: ._unanimated(.animationFrame), environment: environment))
            // The body may have changed anything below: walk the tree again (nodes whose size
            // or layout values changed ask for layout themselves).
            graph.setNeedsDisplay()
            running = running || animator!.isAnimating
        }
        return running
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        bodyNode?.measure(proposal) ?? .zero
    }

    override func render(into builder: inout DisplayListBuilder) {
        bodyNode?.render(into: &builder)
    }

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        super.placeSubtree(in: rect, transaction: transaction)
        placedTransaction = transaction
        bodyNode?.place(in: rect, transaction: effectiveTransaction(inherited: transaction))
    }

    override func didMount() {
        super.didMount()
        contentNode?.didMount()
    }

    override func willUnmount() {
        contentNode?.willUnmount()
        super.willUnmount()
    }

    override var animationSummary: String? {
        guard let presented, let animatable = presented as? any Animatable, animator?.isAnimating == true else {
            return super.animationSummary
        }
        return "\(M.self) = \(animatable.animatableData)"
    }

    override func animationPlots(now: TimeInterval) -> [PlottedAnimation] {
        super.animationPlots(now: now) + PlottedAnimation.of(M.self, animator?.plot(now: now))
    }

    override var debugDescriptionName: String { "Modifier(\(M.self))" }
}
