import Foundation

/// A timing-curve animation: covers `value` along `curve` in `duration`
/// seconds. Backs `linear`, `easeIn`, `easeOut`, `easeInOut` and
/// `timingCurve`. It never merges: a new change adds its own run.
struct BezierAnimation: CustomAnimation, KnownDurationAnimation, CustomStringConvertible {
    var curve: UnitCurve
    var duration: TimeInterval

    @_specialize(where V == Double)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < duration else { return nil }
        return value.scaled(by: curve.value(at: time / duration))
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard time < duration else { return nil }
        return value.scaled(by: curve.velocity(at: time / duration) / duration)
    }

    var knownDuration: TimeInterval? { max(duration, 0) }

    var description: String {
        let name: String
        switch curve {
        case .linear: name = "linear"
        case .easeIn: name = "easeIn"
        case .easeOut: name = "easeOut"
        case .easeInOut: name = "easeInOut"
        default: name = "timingCurve(\(curve))"
        }
        return "\(name)(duration: \(duration))"
    }
}
