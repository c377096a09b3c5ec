import Foundation
import LunaparkCore

/// One symbol effect in force for the images below a `symbolEffect` modifier, with the scene
/// times that say where it is: the images compute their pose from it at each frame's time.
struct SymbolEffectActivation: Equatable {
    let motion: SymbolEffectMotion
    let options: SymbolEffectOptions
    /// Indefinite (`isActive:`) rather than triggered by a value.
    let isIndefinite: Bool
    /// Played effects: the scene time of the last trigger, or of becoming active; nil before.
    var start: TimeInterval?
    /// Played indefinite effects: when they became inactive (the play under way finishes).
    var stop: TimeInterval?
    /// Held effects: whether active, when that last changed, and the progress (0 inactive,
    /// 1 active) they were at then.
    var isActive = true
    var changedAt: TimeInterval = 0
    var heldFrom: Double = 1

    /// The pose at scene time `time`, and whether the effect still moves after it.
    func pose(at time: TimeInterval) -> (pose: SymbolPose, isRunning: Bool) {
        if motion.isHeld {
            let progress = heldProgress(at: time)
            let pose = SymbolPose.mix(motion.heldPose(active: false), motion.heldPose(active: true), progress.value)
            return (pose, progress.isRunning)
        }
        guard let start, time >= start else { return (.rest, false) }
        let behavior = options.repeatBehavior ?? (isIndefinite ? .continuous : .init(count: 1, delay: 0))
        let period = motion.duration + behavior.delay
        let elapsed = (time - start) * options.speedFactor
        var plays = behavior.count.map(Double.init)
        if let stop {
            // The play under way when the effect became inactive finishes.
            let played = (max(0, stop - start) * options.speedFactor / period).rounded(.down) + 1
            plays = min(plays ?? played, played)
        }
        if let plays, elapsed >= plays * period - behavior.delay { return (.rest, false) }
        let t = elapsed.truncatingRemainder(dividingBy: period)
        return (t < motion.duration ? motion.pose(at: t) : .rest, true)
    }

    /// Held effects: how far toward their active pose they are at `time` (eased over the
    /// motion's duration from `heldFrom`).
    func heldProgress(at time: TimeInterval) -> (value: Double, isRunning: Bool) {
        let target = isActive ? 1.0 : 0.0
        let k = min(max((time - changedAt) * options.speedFactor / motion.duration, 0), 1)
        return (heldFrom + (target - heldFrom) * SymbolEffectMotion.easeInOut(k), k < 1)
    }
}

private struct SymbolEffectsKey: EnvironmentKey {
    static let defaultValue: [SymbolEffectActivation] = []
}

extension EnvironmentValues {
    /// The symbol effects applied to the images in the subtree, outermost first.
    var symbolEffects: [SymbolEffectActivation] {
        get { self[SymbolEffectsKey.self] }
        set { self[SymbolEffectsKey.self] = newValue }
    }
}
