import Foundation
import LunaparkCore

extension ScrollViewNode {
    /// The phase the scroll view's state says it is in now.
    var currentScrollPhase: ScrollPhase {
        if drag != nil { return .interacting }
        if isTrackingPointer { return .tracking }
        if programmaticScroll?.isAnimating == true { return .animating }
        guard !motions.isEmpty else { return .idle }
        if !lastMoveWasByUser { return .animating }
        return motionIsWheel ? .interacting : .decelerating
    }

    /// The content's speed at `time` along increasing offsets, in points per second; nil when
    /// nothing moves it.
    func scrollVelocity(at time: TimeInterval) -> CGVector? {
        if let drag {
            let pointer = drag.pointerVelocity(at: time)
            return CGVector(dx: axes.contains(.horizontal) ? -pointer.width : 0,
                            dy: axes.contains(.vertical) ? -pointer.height : 0)
        }
        if let animated = programmaticScroll, animated.isAnimating {
            var speed = CGPoint.zero
            speed.animatableData = animated.velocity(at: time)
            return CGVector(dx: speed.x, dy: speed.y)
        }
        guard !motions.isEmpty else { return nil }
        var velocity = CGVector.zero
        for (axis, var motion) in motions {
            let v = motion.sample(at: time).velocity
            if axis == .horizontal { velocity.dx = v } else { velocity.dy = v }
        }
        return velocity
    }

    /// Tells the observers (`onScrollPhaseChange`) when the phase changed since it was last told.
    func updateScrollPhase() {
        let phase = currentScrollPhase
        guard phase != reportedPhase else { return }
        let old = reportedPhase
        reportedPhase = phase
        let context = ScrollPhaseChangeContext(geometry: scrollGeometry, velocity: scrollVelocity(at: graph.currentTime))
        forEachObserver { $0.scrollPhaseDidChange(from: old, to: phase, context: context) }
    }
}
