import Foundation
import LunaparkCore

extension ScrollViewNode {
    // MARK: Scroll target behaviour

    /// The offsets that line each view of the `scrollTargetLayout()` inside up with the
    /// scroll view's leading (top) content edge, in order, with the views' ids.
    func alignedTargets() -> [(id: AnyHashable?, offset: CGPoint, size: CGSize)] {
        guard let content, let layout = (content as? ScrollTargetLayoutNode) ?? content.firstScrollTargetLayout(),
              layout.model.isEnabled else { return [] }
        let frame = layoutFrame
        return layout.targets.map { target in
            (target.id, CGPoint(x: target.frame.minX - frame.minX - contentInsets.leading,
                                y: target.frame.minY - frame.minY - contentInsets.top), target.frame.size)
        }
    }

    /// Replaces the free glide that follows a release (or a wheel turn) by a spring to where
    /// the environment's `ScrollTargetBehavior` says the content rests; `velocity` is the
    /// content's speed along increasing offsets (points/s), `startOffset` where the
    /// interaction began. Does nothing without a behaviour.
    func settleOnScrollTarget(velocity: CGPoint, startOffset: CGPoint, time: TimeInterval) {
        guard let behavior = environment.scrollTargetBehavior else { return }
        var projected = offset
        for axis in Axis.allCases where axes.contains(axis.set) {
            if let motion = motions[axis] {
                projected[axis] = motion.destination
            } else {
                projected[axis] = clamped(offset)[axis]
            }
        }
        let size = layoutFrame.size
        let original = ScrollTarget(rect: CGRect(origin: projected, size: size))
        let context = ScrollTargetBehaviorContext(
            originalTarget: original, velocity: CGVector(dx: velocity.x, dy: velocity.y), contentSize: scrollExtent,
            containerSize: size, axes: axes, startOffset: startOffset,
            alignedOffsets: alignedTargets().map(\.offset), environment: environment)
        var target = original
        behavior.updateTarget(&target, context: context)
        let anchor = target.anchor ?? .topLeading
        for axis in Axis.allCases where axes.contains(axis.set) {
            let fraction = axis == .horizontal ? anchor.x : anchor.y
            let destination = target.rect.origin[axis] + fraction * (target.rect.size[axis] - size[axis])
            var current = (position: offset[axis], velocity: velocity[axis])
            if var motion = motions[axis] {
                let sample = motion.sample(at: time)
                current = (sample.position, sample.velocity)
            }
            motions[axis] = ScrollAxisMotion(springFrom: current.position, velocity: current.velocity, to: destination,
                                             spring: ScrollAxisMotion.edgeSpring, bounds: offsetBounds(axis), time: time)
        }
    }

    // MARK: Scroll position

    /// The id of the target under the binding's anchor point of the visible region along the
    /// scrolled axis (vertical when both), or the nearest target's when none is under it.
    func currentPositionID(anchor: UnitPoint?) -> AnyHashable? {
        let axis: Axis = axes.contains(.vertical) ? .vertical : .horizontal
        let fraction = axis == .horizontal ? (anchor ?? .topLeading).x : (anchor ?? .topLeading).y
        let point = offset[axis] + fraction * (layoutFrame.size[axis] - contentInsets.total(axis))
        var best: (id: AnyHashable, distance: CGFloat)?
        for target in alignedTargets() {
            guard let id = target.id else { continue }
            let start = target.offset[axis], end = start + target.size[axis]
            let distance = point < start ? start - point : (point >= end ? point - end + 0.001 : 0)
            if best == nil || distance < best!.distance { best = (id, distance) }
        }
        return best?.id
    }

    /// Writes the target now shown to the `scrollPosition(id:)` binding when it changed.
    func reportScrollPosition() {
        reportUserScrollPosition()
        guard let position = environment.scrollPositionBinding, hasLaidOutContent else { return }
        let id = currentPositionID(anchor: position.anchor)
        guard id != nil, id != reportedPositionID else { return }
        reportedPositionID = id
        position.id.wrappedValue = id
    }

    /// Scrolls to the id the `scrollPosition(id:)` binding holds when it is not the one this
    /// scroll view reported (the app set it), with `transaction`'s animation.
    func followScrollPositionBinding(transaction: Transaction) {
        guard let position = environment.scrollPositionBinding, let wanted = position.id.wrappedValue,
              wanted != reportedPositionID else { return }
        guard hasLaidOutContent else { pendingPositionTransaction = transaction; return }
        guard let target = alignedTargets().first(where: { $0.id == wanted }) else { return }
        reportedPositionID = wanted
        pendingPositionTransaction = nil
        let destination = offset(aligning: target.offset, size: target.size, anchor: position.anchor ?? .topLeading)
        scroll(toOffset: destination, transaction: transaction)
    }
}
