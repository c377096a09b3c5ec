import Foundation
import LunaparkCore

/// The node of a `PhaseAnimator`: the phase shown, and the step under way.
///
/// A step changes the phase in a transaction carrying the phase's animation and a completion
/// (`.logicallyComplete`); the completion starts the next step. Completions of earlier steps
/// (`step` moved on) are ignored.
@MainActor
final class PhaseAnimatorNode<Phase: Equatable, Content: View>: AnimatorContentNode {
    private var animator: PhaseAnimator<Phase, Content>?
    /// The index of the phase shown (its target, while a step animates).
    private var index = 0
    /// The number of the step under way; a completion for another number is stale.
    private var step = 0
    /// Scene time at which the step under way started.
    private var stepStart: TimeInterval = 0
    /// Whether a step runs or is about to (continuous form: always after the first).
    private var isRunning = false
    /// Trigger form: a change arrived during a run, so one more run follows.
    private var runQueued = false
    /// A step completed in the frame it started: the next one starts on the next frame.
    private var advancesNextFrame = false

    override func update(with view: any View, context: UpdateContext) {
        let new = view as! PhaseAnimator<Phase, Content>
        recordUpdate(context)
        let old = animator
        animator = new
        if index >= new.phases.count { index = 0 }
        show(transaction: context.transaction)
        if let trigger = new.trigger {
            if let previous = old?.trigger, !ViewComparison.isEqual(previous, trigger) { triggerChanged() }
        } else if !isRunning, new.phases.count > 1 {
            // Continuous: the first step starts once the first phase is laid out (as onAppear would).
            isRunning = true
            graph.afterUpdate { [weak self] in self?.advance() }
        }
    }

    override func reevaluate(transaction: Transaction) {
        recordUpdate(transaction: transaction)
        show(transaction: transaction)
    }

    private func show(transaction: Transaction) {
        guard let animator else { return }
        guard !animator.phases.isEmpty else {
            graph.report("PhaseAnimator<\(Phase.self)>: the sequence of phases is empty; nothing to show")
            hideContent()
            return
        }
        let phase = animator.phases[index]
        showContent({ animator.content(phase) }, transaction: transaction)
    }

    private func triggerChanged() {
        if isRunning {
            runQueued = true
        } else if let animator, !animator.phases.isEmpty {
            isRunning = true
            graph.afterUpdate { [weak self] in self?.advance() }
        }
    }

    /// Moves to the next phase with its animation.
    private func advance() {
        guard isAttached, let animator, !animator.phases.isEmpty else { isRunning = false; return }
        step += 1
        let current = step
        index = (index + 1) % animator.phases.count
        var transaction = Transaction(animation: animator.animation(animator.phases[index]))
        transaction._origin = .phaseAnimator(view: nodeID)
        graph.inspection?.nameOrigin(self)
        transaction.addAnimationCompletion(criteria: .logicallyComplete) { [weak self] in
            self?.stepCompleted(current)
        }
        stepStart = graph.currentTime
        graph.invalidate(self, transaction: transaction, cause: .phaseAnimator)
    }

    private func stepCompleted(_ completed: Int) {
        guard completed == step, isAttached, let animator else { return }
        if animator.trigger != nil, index == 0 {
            // Back on the first phase: the run is over, unless another was asked for meanwhile.
            guard runQueued else { isRunning = false; return }
            runQueued = false
        }
        guard animator.trigger != nil || animator.phases.count > 1 else { isRunning = false; return }
        if graph.currentTime > stepStart {
            advance()
        } else {
            advancesNextFrame = true
            graph.registerAnimating(self)
        }
    }

    override func stepAnimations(to time: TimeInterval) -> Bool {
        let running = super.stepAnimations(to: time)
        if advancesNextFrame {
            advancesNextFrame = false
            advance()
        }
        return running
    }

    override var debugDescriptionName: String { "PhaseAnimator<\(Phase.self)>" }
}
