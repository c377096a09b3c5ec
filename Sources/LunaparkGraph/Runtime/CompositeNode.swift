import Foundation
import LunaparkCore

/// The node of a view with a `body`. It keeps the view's `@State` storage and
/// evaluates `body` only when the view's inputs changed, when state or a
/// binding it read changed, or when an environment value it reads changed.
///
/// A view that also conforms to `Animatable` (with data to animate) animates
/// as in current SwiftUI: a change of its `animatableData` inside an animated
/// transaction writes the interpolated value into a copy of the view each
/// frame and evaluates that copy's `body` again (counted as a body
/// evaluation). Other views' bodies never run because of an animation.
@MainActor
final class CompositeNode<V: View>: ViewNode, DynamicPropertyStorage {
    private(set) var view: V
    private var child: ViewNode?
    var propertySlots = DynamicPropertySlots()
    /// For `Animatable` views: the animation of `animatableData` and the copy shown now.
    private var animator: (any ErasedAnimator<V>)?
    private var presented: V?
    private var checkedAnimatable = false
    /// True once `view`'s dynamic properties were bound to this node.
    private var isBound = false

    init(view: V, parent: ViewNode?, graph: ViewGraph) {
        self.view = view
        super.init(parent: parent, graph: graph)
    }

    // Draws nothing of its own: what it updates asks for a new display list itself.
    override var tracksDisplayChanges: Bool { true }

    // Draws nothing of its own: a new frame changes no item of the display list.
    override func layoutFrameDidChange() {}

    override var children: [ViewNode] { child.map { [$0] } ?? [] }
    override var isList: Bool { child?.isList ?? false }
    override var passesListLayoutUp: Bool { true }

    override func collectLayoutItems(into items: inout [ViewNode]) {
        if let child, child.isList { child.collectLayoutItems(into: &items) } else { items.append(self) }
    }

    override func update(with newValue: any View, context: UpdateContext) {
        let newView = newValue as! V
        let environmentChanged = environment != context.environment
        recordUpdate(context)
        if child != nil, !environmentChanged, ViewComparison.isEqual(view, newView) {
            // Same inputs. If state this body read changed meanwhile, it is evaluated with the
            // transaction of that change, not with the parent's.
            if let own = graph.pendingTransaction(for: self) { evaluate(transaction: own, bindsProperties: false) }
            return
        }
        view = newView
        if !checkedAnimatable {
            checkedAnimatable = true
            animator = AnimatorFactory.make(for: newView)
        }
        if animator != nil {
            let time = graph.currentTime
            let change = animator!.setTarget(newView, transaction: context.transaction, at: time)
            noteAnimationChange(change, property: V.self, transaction: context.transaction)
            presented = animator!.presentation(of: newView, at: time)
            if animator!.isAnimating { graph.registerAnimating(self) }
        }
        evaluate(transaction: context.transaction, bindsProperties: true)
    }

    override func stepAnimations(to time: TimeInterval) -> Bool {
        var running = super.stepAnimations(to: time)
        if animator?.isAnimating == true {
            presented = animator!.presentation(of: view, at: time)
            // Values produced during animation frames are applied without animation.
            evaluate(transaction: ._unanimated(.animationFrame), bindsProperties: false)
            // The body may have changed anything below: walk the tree again.
            graph.setNeedsDisplay()
            running = running || animator!.isAnimating
        }
        return running
    }

    override var animationSummary: String? {
        guard let presented, animator?.isAnimating == true, let animatable = presented as? any Animatable else {
            return super.animationSummary
        }
        return "\(V.self) = \(animatable.animatableData)"
    }

    override func animationPlots(now: TimeInterval) -> [PlottedAnimation] {
        super.animationPlots(now: now) + PlottedAnimation.of(V.self, animator?.plot(now: now))
    }

    override func reevaluate(transaction: Transaction) {
        recordUpdate(transaction: transaction)
        evaluate(transaction: transaction, bindsProperties: false)
    }

    /// Evaluates the body. `bindsProperties`: connect the view's dynamic properties to this
    /// node (a new view value or environment came); a body evaluated again for its own state
    /// (a restarted animation's leg) or an animation frame uses the value bound before, whose
    /// properties reach the same storage (reflecting them was a tenth of a restart, perf).
    private func evaluate(transaction: Transaction, bindsProperties: Bool) {
        graph.clearDirty(self)
        if bindsProperties || !isBound { DynamicPropertyBinder.bind(view, to: self) }
        isBound = true
        let shown = animator?.isAnimating == true ? (presented ?? view) : view
        let body = DependencyTracker.evaluate(as: self) { shown.body }
        graph.countBodyEvaluation()
        if let inspection = graph.inspection { inspection.recordBody(self) }
        let context = UpdateContext(transaction: transaction, environment: environment)
        child = reconcile(child, with: body, context: context)
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

    override var debugDescriptionName: String { "\(V.self)" }
}
