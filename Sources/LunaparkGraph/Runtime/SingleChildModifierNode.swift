import Foundation
import LunaparkCore

/// Base of built-in modifiers: keeps the modifier value and the content's
/// node, and passes layout, drawing and input through. Subclasses change
/// what flows down (`contentContext`), how the content is laid out, or what
/// is drawn around it.
@MainActor
class SingleChildModifierNode<M>: ViewNode {
    /// The modifier's current value.
    // Unchecked: read by every animation step (see "Exclusivity" in `ViewNode`).
    @exclusivity(unchecked) private(set) var model: M!
    /// The content's node.
    private(set) var content: ViewNode?

    override var children: [ViewNode] { content.map { [$0] } ?? [] }

    // The content, also beside a secondary view (overlay, background, mask).
    override var traitSource: ViewNode? { content }
    override var passesListLayoutUp: Bool { true }

    override func update(with view: any View, context: UpdateContext) {
        let parts = view as! ModifiedContentParts
        let old = model
        model = (parts.modifierValue as! M)
        recordUpdate(context)
        modelDidChange(from: old, context: context)
        content = reconcile(content, with: parts.contentView, context: contentContext(context))
    }

    /// Called when a new modifier value arrived (before the content is updated).
    func modelDidChange(from old: M?, context: UpdateContext) {}

    /// The context the content is updated with.
    func contentContext(_ context: UpdateContext) -> UpdateContext { context }

    /// The transaction the content is placed with.
    func contentTransaction(_ transaction: Transaction) -> Transaction { transaction }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        content?.measure(proposal) ?? .zero
    }

    override func render(into builder: inout DisplayListBuilder) {
        content?.render(into: &builder)
    }

    /// Whether the content's `contentShape(_:)` contains `point`, looking through
    /// modifiers that do not move their content (effects that transform it end the search).
    override func hitShapeContains(_ point: CGPoint) -> Bool? {
        self is TransformingNode ? nil : content?.hitShapeContains(point)
    }

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        super.placeSubtree(in: rect, transaction: transaction)
        content?.place(in: contentRect(in: rect), transaction: contentTransaction(effectiveTransaction(inherited: transaction)))
    }

    /// Where the content is placed when this node is placed in `rect` (by default `rect` itself;
    /// a vertical text field scrolls its lines by placing them higher).
    func contentRect(in rect: CGRect) -> CGRect { rect }

    /// Places `secondary` (an overlay, a background, a mask) at the size it chooses when
    /// offered `rect`'s size, aligned in `rect` by `alignment`.
    final func placeSecondary(_ secondary: ViewNode, aligned alignment: Alignment, in rect: CGRect,
                              transaction: Transaction) {
        let size = secondary.measure(ProposedViewSize(rect.size))
        secondary.place(in: placedForLayoutDirection(CGRect(origin: alignment.origin(of: size, in: rect), size: size), in: rect),
                        transaction: effectiveTransaction(inherited: transaction))
    }
}

/// A built-in modifier whose value animates (offset, scale, opacity, ...).
@MainActor
class AnimatableModifierNode<M: Animatable>: SingleChildModifierNode<M> {
    // Unchecked, as are `presented` and `layerSlot`: see "Exclusivity" in `ViewNode`.
    @exclusivity(unchecked) private var animator = Animator<M>()
    /// The value shown this frame.
    @exclusivity(unchecked) private(set) var presented: M!
    /// What this node drew in the graph's last display list, for effects that draw a layer
    /// (nil when unknown). See `recordLayerSlot(_:)`.
    @exclusivity(unchecked) private(set) var layerSlot: DisplayListSlot?

    override func modelDidChange(from old: M?, context: UpdateContext) {
        let time = graph.currentTime
        let change = animator.setTarget(model, transaction: context.transaction, at: time)
        noteAnimationChange(change, property: M.self, transaction: context.transaction)
        presented = animator.presentation(of: model, at: time)
        if animator.isAnimating { graph.registerAnimating(self) }
        presentationDidChange()
    }

    // Specialized for the built-in effects, which animate by the thousand: this
    // method runs through the vtable for any `M`, and unspecialized it spent most
    // of a step on metadata lookups and value-witness copies of the animator and
    // the model (profile of 10,000 views × 3 springs: about a third of the frame).
    // The type check these attributes add at the top of the generic entry point
    // comes after the entry's stack allocations for `M`-dependent locals, whose
    // metadata lookups (`Optional<M>`) cost as much as the step: so this entry
    // point has no such locals and the work is in `stepPresentation(to:)`.
    @_specialize(where M == _OffsetEffect)
    @_specialize(where M == _RotationEffect)
    @_specialize(where M == _ScaleEffect)
    @_specialize(where M == _OpacityEffect)
    override func stepAnimations(to time: TimeInterval) -> Bool {
        stepPresentation(to: time)
    }

    /// The work of `stepAnimations(to:)`: the frame animation, then the modifier's own.
    @inline(never)
    private final func stepPresentation(to time: TimeInterval) -> Bool {
        var running = super.stepAnimations(to: time)
        if let step = animator.step(model, at: time) {
            presented = step.presentation
            presentationDidChange()
            running = running || step.isRunning
        }
        return running
    }

    /// Whether the effect's own animation runs. While it does, the effect keeps its layer even
    /// at a neutral value (opacity 1, an identity transform): an animation passing through or
    /// re-armed at that value then rewrites the layer in place instead of making it leave and
    /// re-enter the list, each a walk of the tree (issue 14). The layer goes when it settles.
    final var effectIsAnimating: Bool { animator.isAnimating }

    override var animationSummary: String? {
        guard animator.isAnimating else { return super.animationSummary }
        return "\(M.self) = \(presented.animatableData)"
    }

    override func animationPlots(now: TimeInterval) -> [PlottedAnimation] {
        super.animationPlots(now: now) + PlottedAnimation.of(M.self, animator.plot(now: now))
    }

    /// Called when `presented` changed; render-only effects just redraw.
    func presentationDidChange() { graph.setNeedsDisplay() }

    // What an effect draws depends on its frame as on its value (a rotation's anchor, a
    // layer's bounds): effects that rewrite their layer in place do so for a new frame too.
    override func layoutFrameDidChange() { presentationDidChange() }

    /// Draws the content inside `layer`, or as it is when `layer` is nil, and records which
    /// (for effects drawn as a layer: see `rewriteLayer(_:)`).
    final func render(inLayer layer: DisplayList.Layer?, into builder: inout DisplayListBuilder) {
        guard let layer else {
            recordLayerSlot(builder.noLayerSlot)
            super.render(into: &builder)
            return
        }
        recordLayerSlot(builder.nextLayerSlot)
        builder.beginLayer(layer)
        super.render(into: &builder)
        builder.endLayer()
    }

    /// Brings this node's layer in the graph's last display list up to date: `layer()` is
    /// what `render(inLayer:into:)` would draw now (nil: no layer). Rewrites it in place when
    /// it can (an animation frame of the effect then walks no tree); asks for a new list when
    /// the layer appears or goes. `layer` is only called when the list is not rebuilt anyway.
    @inline(__always)
    final func rewriteLayer(_ layer: () -> DisplayList.Layer?) {
        // One strong reference for the uses below (each use of an `unowned` reference retains
        // and releases the graph: a tenth of a step, callgrind).
        let graph = graph
        guard let slot = graph.layerSlotForRewrite(layerSlot) else { return }
        switch (slot, layer()) {
        case (.layer(let index), let layer?):
            graph.rewriteLayer(layer, at: index)
        case (.none, nil):
            break  // still no layer
        default:
            graph.setNeedsDisplay()  // a layer appears or goes: the list changes shape
        }
    }

    /// Records what this node drew in the build being made (a builder's `nextLayerSlot` or
    /// `noLayerSlot`). A node drawn twice in one build gets an ambiguous slot, so its layer is
    /// never rewritten in one place only.
    private func recordLayerSlot(_ slot: DisplayListSlot?) {
        layerSlot = DisplayListSlot.recording(slot, over: layerSlot)
    }
}
