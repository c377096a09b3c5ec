import Foundation
import LunaparkCore

/// The node of a `KeyframeAnimator`: the value shown, and the timeline playing (with the scene
/// time it started at). Registered with the graph's animations while a timeline plays, so the
/// animation step evaluates the content with the timeline's value at each frame's time.
@MainActor
final class KeyframeAnimatorNode<Value, KeyframePath: Keyframes, Content: View>: AnimatorContentNode
where Value == KeyframePath.Value {
    private var animator: KeyframeAnimator<Value, KeyframePath, Content>?
    private var value: Value?
    private var timeline: KeyframeTimeline<Value>?
    private var timelineStart: TimeInterval = 0

    /// Whether the keyframes loop: the repeating form with `repeating` on.
    private var loops: Bool { animator.map { $0.trigger == nil && $0.repeating } ?? false }

    override func update(with view: any View, context: UpdateContext) {
        let new = view as! KeyframeAnimator<Value, KeyframePath, Content>
        recordUpdate(context)
        let old = animator
        animator = new
        if old == nil {
            value = new.initialValue
            if loops { play(from: new.initialValue, velocities: []) }
        } else if let trigger = new.trigger, let previous = old?.trigger, !ViewComparison.isEqual(previous, trigger) {
            // Replace the animation under way, from its current value and velocity.
            let elapsed = graph.currentTime - timelineStart
            play(from: value!, velocities: timeline?._velocities(time: elapsed) ?? [])
        } else if new.trigger == nil, old?.repeating != new.repeating {
            if new.repeating {
                play(from: value!, velocities: [])
            } else {
                // Stopped: the content shows the value at the start of the timeline.
                value = timeline?.value(time: 0) ?? value
                timeline = nil
            }
        }
        show(transaction: context.transaction)
    }

    override func reevaluate(transaction: Transaction) {
        recordUpdate(transaction: transaction)
        show(transaction: transaction)
    }

    private func show(transaction: Transaction) {
        guard let animator, let value else { return }
        showContent({ animator.content(value) }, transaction: transaction)
    }

    /// Starts the keyframes for `start` now.
    private func play(from start: Value, velocities: [Any]) {
        guard let animator else { return }
        let next = KeyframeTimeline._continuing(from: start, velocities: velocities, keyframes: animator.keyframes(start))
        timelineStart = graph.currentTime
        value = next.value(time: 0)
        // Keyframes of no duration have nothing to play: the value stays on their start.
        let wasPlaying = timeline != nil
        timeline = next.duration > 0 ? next : nil
        if timeline != nil { graph.registerAnimating(self) }
        if let inspection = graph.inspection, timeline != nil {
            var origin = Transaction()
            origin._origin = .keyframeAnimator(view: nodeID)
            inspection.nameOrigin(self)
            inspection.recordChange(wasPlaying ? .merged : .started, of: self, property: Value.self, part: .value,
                                    transaction: origin)
        }
    }

    override func stepAnimations(to time: TimeInterval) -> Bool {
        let running = super.stepAnimations(to: time)
        guard var current = timeline, let animator else { return running }
        var elapsed = time - timelineStart
        // Looping: each run starts from the value the previous one ended on, at the exact time
        // it ended (not the frame's), so the loop does not drift by a frame per run.
        var runs = 0
        while loops, elapsed >= current.duration, runs < 1_000 {
            let end = current.value(time: current.duration)
            timelineStart += current.duration
            elapsed -= current.duration
            current = KeyframeTimeline._continuing(from: end, velocities: [], keyframes: animator.keyframes(end))
            runs += 1
            guard current.duration > 0 else {
                timeline = nil
                value = end
                show(transaction: ._unanimated(.animationFrame))
                graph.setNeedsDisplay()
                return running
            }
        }
        timeline = current
        value = current.value(time: elapsed)
        let finished = !loops && elapsed >= current.duration
        if finished { timeline = nil }
        // Values produced during animation frames are applied without animation.
        show(transaction: ._unanimated(.animationFrame))
        // The content may have changed anything below: walk the tree again (nodes whose
        // size or place changed ask for a layout themselves), as for an Animatable view.
        graph.setNeedsDisplay()
        return running || !finished
    }

    override var animationSummary: String? {
        guard timeline != nil, let value else { return super.animationSummary }
        return "KeyframeAnimator content each frame: \(value)"
    }

    override var debugDescriptionName: String { "KeyframeAnimator<\(Value.self)>" }
}
