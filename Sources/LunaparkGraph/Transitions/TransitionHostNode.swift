import Foundation
import LunaparkCore

/// Holds one inserted or removed child of a list and runs its transition:
/// the child's node persists, and while a transition runs it is shown
/// through a chain of the transition's modifiers (built as ordinary modifier
/// nodes, so custom `.modifier(active:identity:)` transitions animate exactly
/// like any modifier). When the view is idle the chain is dropped.
@MainActor
final class TransitionHostNode: ViewNode, ContentOwner {
    private var content: ViewNode?

    // ContentOwner: while a transition runs, the content is applied through the chain's placeholder.
    var ownedContent: ViewNode? { content }
    /// The latest view applied to the content (kept here: nodes do not keep theirs, `ViewNode.lastView`).
    private(set) var ownedContentView: (any View)?
    private(set) var ownedContentGeneration: UInt64 = 0
    var placeholderContext: UpdateContext?
    private var chain: ViewNode?
    private var chainType: ObjectIdentifier?
    private var currentEffects: [AnyTransition.Effect] = []
    /// Identifies the latest transition; completions of older ones are ignored.
    private var generation = 0

    override var children: [ViewNode] {
        if let chain { return [chain] }
        return content.map { [$0] } ?? []
    }

    // Draws nothing of its own; adding or dropping the chain asks for layout.
    override var tracksDisplayChanges: Bool { true }

    override var passesListLayoutUp: Bool { true }

    override func collectLayoutItems(into items: inout [ViewNode]) {
        if chain == nil, let content, content.isList { content.collectLayoutItems(into: &items) } else { items.append(self) }
    }

    override func update(with view: any View, context: UpdateContext) {
        recordUpdate(context)
        // While a transition runs, the content lives under the chain's placeholder and sees its environment.
        var contentContext = context
        if content != nil, chain != nil, let placed = placeholderContext {
            contentContext = placed
            contentContext.transaction = context.transaction
        }
        ownedContentView = view
        content = reconcile(content, with: view, context: contentContext)
        ownedContentGeneration &+= 1
    }

    /// The view's transition: the first `.transition` on it, or on the wrappers that pass the
    /// list it belongs to on as their content (`Text(...).id(x).background(...).transition(.slide)`),
    /// else `.opacity`.
    private var transition: AnyTransition {
        if let own = content?.findTransition() { return own.transition }
        var wrapped = parent
        while let inner = wrapped, let outer = inner.parent, outer.traitSource === inner {
            if let t = outer as? TransitionNode { return t.transition }
            wrapped = outer
        }
        return .opacity
    }

    /// `transaction` with `transition`'s own animation, if it has one (`AnyTransition.animation(_:)`).
    private func effectiveTransaction(for transaction: Transaction, _ transition: AnyTransition) -> Transaction {
        var t = transaction
        if let animation = transition.animation { t.animation = animation }
        t._origin = .transition(view: nodeID)
        graph.inspection?.nameOrigin(self)
        return t
    }

    /// Drops the chain once `transaction`'s animations have finished, unless another
    /// transition started meanwhile or the view is being removed.
    private func dropChainWhenFinished(_ transaction: inout Transaction) {
        let token = generation
        transaction.addAnimationCompletion(criteria: .removed) { [weak self] in
            guard let self, self.generation == token, !self.isRemoving else { return }
            self.dropChain()
        }
    }

    /// Starts the insertion transition (when the transaction animates).
    func beginInsertion(transaction: Transaction) {
        let transition = self.transition
        guard transaction.isAnimated || transition.animation != nil else { return }
        let effects = transition.insertion
        guard !effects.isEmpty else { return }
        generation += 1
        showChain(effects, active: true, transaction: Transaction())
        var t = effectiveTransaction(for: transaction, transition)
        dropChainWhenFinished(&t)
        showChain(effects, active: false, transaction: t)
        content?.adoptLayoutTransaction(t)
        t._completeIfNoAnimationsStarted()
    }

    /// Starts the removal transition; returns false when the view should leave at once.
    func beginRemoval(transaction: Transaction, onFinished: @escaping @MainActor () -> Void) -> Bool {
        let transition = self.transition
        guard transaction.isAnimated || transition.animation != nil else { return false }
        // `.identity` changes nothing visibly but, like any removal, lasts as long as the
        // transaction's animation: a neutral effect animates so its completion can be awaited.
        let effects = transition.removal.isEmpty
            ? [AnyTransition.Effect(active: _IdentityTransitionEffect(progress: 1),
                                    identity: _IdentityTransitionEffect(progress: 0))]
            : transition.removal
        isRemoving = true
        generation += 1
        let token = generation
        if chain == nil || chainType(for: effects) != chainType {
            showChain(effects, active: false, transaction: Transaction())
        }
        var t = effectiveTransaction(for: transaction, transition)
        t.addAnimationCompletion(criteria: .removed) { [weak self] in
            guard let self, self.generation == token, self.isRemoving else { return }
            onFinished()
        }
        showChain(effects, active: true, transaction: t)
        content?.adoptLayoutTransaction(t)
        t._completeIfNoAnimationsStarted()
        return true
    }

    /// A removed view came back before its removal finished: animate back to identity from where it is.
    func cancelRemoval(transaction: Transaction) {
        isRemoving = false
        generation += 1
        guard chain != nil else { return }
        var t = effectiveTransaction(for: transaction, transition)
        dropChainWhenFinished(&t)
        showChain(currentEffects, active: false, transaction: t)
        t._completeIfNoAnimationsStarted()
    }

    private func chainView(_ effects: [AnyTransition.Effect], active: Bool) -> any View {
        var view: any View = _ViewModifier_Content<Void>(owner: self)
        for effect in effects {
            view = applying(active ? effect.active : effect.identity, to: view)
        }
        return view
    }

    private func chainType(for effects: [AnyTransition.Effect]) -> ObjectIdentifier {
        ObjectIdentifier(type(of: chainView(effects, active: false)))
    }

    private func showChain(_ effects: [AnyTransition.Effect], active: Bool, transaction: Transaction) {
        currentEffects = effects
        let view = chainView(effects, active: active)
        let type = ObjectIdentifier(Swift.type(of: view))
        let context = UpdateContext(transaction: transaction, environment: environment)
        if let chain, chainType == type {
            chain.apply(view, context: context)
        } else {
            chain?.willUnmount()
            let node = makeNode(for: view, parent: self, graph: graph)
            chain = node
            chainType = type
            node.apply(view, context: context)
            if isMounted { node.didMount() }
            let frame = layoutFrame != .zero ? layoutFrame : flattenedContentFrame
            if frame != .zero {
                node.place(in: frame, transaction: Transaction())
            }
        }
        graph.setNeedsLayout()
    }

    /// Where the content was laid out while this host passed its layout items through instead
    /// of being one (a list such as `AnyView` or a conditional, with no transition running):
    /// the union of those items' frames; `.zero` when there are none. A removal builds its
    /// chain then, and the container no longer lays out a removed child, so the chain is placed
    /// here (without this, `.move(edge:)` of an `AnyView` moved by a size of zero).
    private var flattenedContentFrame: CGRect {
        guard let content, content.isList else { return .zero }
        var items: [ViewNode] = []
        content.collectLayoutItems(into: &items)
        let frames = items.map(\.layoutFrame).filter { $0 != .zero }
        guard let first = frames.first else { return .zero }
        return frames.dropFirst().reduce(first) { $0.union($1) }
    }

    private func dropChain() {
        guard let chain else { return }
        chain.willUnmount()
        self.chain = nil
        chainType = nil
        content?.parent = self
        graph.setNeedsLayout()
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        (chain ?? content)?.measure(proposal) ?? .zero
    }

    // Draws nothing of its own: a new frame changes no item of the display list.
    override func layoutFrameDidChange() {}

    override func render(into builder: inout DisplayListBuilder) {
        (chain ?? content)?.render(into: &builder)
    }

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        super.placeSubtree(in: rect, transaction: transaction)
        (chain ?? content)?.place(in: rect, transaction: effectiveTransaction(inherited: transaction))
    }

    override func didMount() {
        super.didMount()
        if chain != nil { content?.didMount() }
    }

    override func willUnmount() {
        if chain != nil { content?.willUnmount() }
        super.willUnmount()
    }

    override func findTransition() -> TransitionNode? { content?.findTransition() }
}

extension ViewNode {
    /// Makes `transaction` the one this subtree places its children with in the current pass's
    /// layout, for the nodes updated in this pass. A transition host applies its content first
    /// through the transition's starting state, without animation; the change itself is
    /// `transaction`, and what this pass lays out in the subtree (a matched geometry move)
    /// animates with it. Nodes not updated in this pass inherit it anyway.
    func adoptLayoutTransaction(_ transaction: Transaction) {
        if lastUpdatePass == graph.currentPass { recordUpdate(transaction: transaction) }
        for child in children { child.adoptLayoutTransaction(transaction) }
    }
}
