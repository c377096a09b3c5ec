import Foundation

/// `base` played `repeatCount` times (`nil`: forever); with `autoreverses`
/// every second iteration plays backwards, showing `value - base(t)` as
/// SwiftUI does (so an ease-in goes back along the mirrored ease-in).
///
/// When the base's duration is known (curves, springs, their delays and
/// speeds) iteration k covers [k·d, (k+1)·d) exactly, whatever the frame
/// times; otherwise an iteration starts at the first frame at which the
/// previous one returned `nil`. The repeat is logically complete only when
/// its last iteration ends; an endless repeat never completes. As in SwiftUI,
/// a finished repeat shows the new value, even after an even number of
/// autoreversed iterations.
struct RepeatAnimation: CustomAnimation, KnownDurationAnimation, CustomStringConvertible {
    var base: Animation
    var repeatCount: Int?
    var autoreverses: Bool

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let wasComplete = context.isLogicallyComplete
        defer { context.isLogicallyComplete = wasComplete }
        if let period = base.knownDuration, period > 0 {
            let index = (time / period).rounded(.down)
            if let repeatCount, index >= Double(repeatCount) { return nil }
            let local = time - index * period
            let covered = base.animate(value: value, time: local, context: &context) ?? value
            return autoreverses && index.truncatingRemainder(dividingBy: 2) == 1 ? value - covered : covered
        }
        var state = context.state[RepeatState.self]
        if let repeatCount, state.index >= repeatCount { return nil }
        let reversed = autoreverses && state.index % 2 == 1
        if let covered = base.animate(value: value, time: time - state.timeOffset, context: &context) {
            return reversed ? value - covered : covered
        }
        state.index += 1
        state.timeOffset = time
        context.state[RepeatState.self] = state
        if let repeatCount, state.index >= repeatCount { return nil }
        return reversed ? .zero : value
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let index: Int, local: TimeInterval
        if let period = base.knownDuration, period > 0 {
            let k = (time / period).rounded(.down)
            if let repeatCount, k >= Double(repeatCount) { return nil }
            index = k.truncatingRemainder(dividingBy: 2) == 1 ? 1 : 0
            local = time - k * period
        } else {
            let state = context.state[RepeatState.self]
            index = state.index
            local = time - state.timeOffset
        }
        guard let velocity = base.velocity(value: value, time: local, context: context) else { return nil }
        return autoreverses && index % 2 == 1 ? .zero - velocity : velocity
    }

    var knownDuration: TimeInterval? {
        guard let repeatCount, let period = base.knownDuration else { return nil }
        return Double(max(repeatCount, 0)) * period
    }

    var description: String {
        if let repeatCount { return "\(base).repeatCount(\(repeatCount), autoreverses: \(autoreverses))" }
        return "\(base).repeatForever(autoreverses: \(autoreverses))"
    }
}

/// The iteration a repeat of unknown period is in, and when it began.
private struct RepeatState: AnimationStateKey {
    var index = 0
    var timeOffset: TimeInterval = 0
    static var defaultValue: RepeatState { RepeatState() }
}
