import Foundation
import LunaparkCore

extension ScrollViewNode {
    /// The spring of a wheel turn: a quick, critically damped glide to where the turn sends the content.
    static let wheelSpring = Spring(response: 0.2, dampingRatio: 1)

    /// True while the content moves on its own (a glide, a spring, an animated `scrollTo`).
    var isMovingOnItsOwn: Bool { !motions.isEmpty || programmaticScroll?.isAnimating == true }

    /// Whether a wheel turn by `delta` scrolls this view (it scrolls along an axis of the delta).
    func scrolls(along delta: CGSize) -> Bool {
        guard environment.isScrollEnabled else { return false }
        return (delta.width != 0 && axes.contains(.horizontal)) || (delta.height != 0 && axes.contains(.vertical))
    }

    /// Whether a pointer that moved by `translation` since its press scrolls this view: it moved
    /// `ScrollPressTracker.slop` points or more along a scrolled axis.
    func scrolls(afterMoving translation: CGSize) -> Bool {
        (axes.contains(.horizontal) && abs(translation.width) >= ScrollPressTracker.slop)
            || (axes.contains(.vertical) && abs(translation.height) >= ScrollPressTracker.slop)
    }

    // MARK: Wheel

    /// Scrolls by a wheel turn of `delta` points at scene time `time`: each axis springs from where
    /// it is (keeping its speed) to where it was headed plus the delta, within the edges.
    func scroll(by delta: CGSize, time: TimeInterval) {
        settleProgrammaticScroll(at: time)
        lastMoveWasByUser = true
        motionIsWheel = true
        for axis in Axis.allCases where axes.contains(axis.set) && delta[axis] != 0 {
            var current = (position: offset[axis], velocity: CGFloat(0))
            var headed = offset[axis]
            if var motion = motions[axis] {
                let sample = motion.sample(at: time)
                current = (sample.position, sample.velocity)
                headed = motion.destination
            }
            motions[axis] = ScrollAxisMotion(springFrom: current.position, velocity: current.velocity,
                                             to: headed + delta[axis], spring: Self.wheelSpring,
                                             bounds: offsetBounds(axis), time: time)
        }
        if environment.scrollTargetBehavior != nil {
            // A wheel turn counts as a flick of its delta over a tenth of a second.
            let velocity = CGPoint(x: delta.width * 10, y: delta.height * 10)
            settleOnScrollTarget(velocity: velocity, startOffset: offset, time: time)
        }
        startMoving(at: time)
    }

    // MARK: Drag

    /// Stops a glide, spring or animated `scrollTo` where it is at `time` (a press catches the content).
    func stopMotion(at time: TimeInterval) {
        settleProgrammaticScroll(at: time)
        var stopped = offset
        for (axis, var motion) in motions { stopped[axis] = motion.sample(at: time).position }
        motions = [:]
        setOffset(stopped)
        updateScrollPhase()
    }

    /// Starts dragging the content with the pointer at `location` (root coordinates).
    func beginDrag(at location: CGPoint, time: TimeInterval) {
        stopMotion(at: time)
        isTrackingPointer = false
        lastMoveWasByUser = true
        drag = ScrollDrag(pointer: location, offset: offset, time: time)
        startMoving(at: time)
    }

    /// Moves the content with the pointer; past an edge it follows on a rubber band.
    func dragMoved(to location: CGPoint, time: TimeInterval) {
        guard var drag else { return }
        drag.add(location, time: time)
        self.drag = drag
        var newOffset = offset
        for axis in Axis.allCases where axes.contains(axis.set) {
            let raw = drag.startOffset[axis] - (location[axis] - drag.startPointer[axis])
            let bounds = offsetBounds(axis)
            newOffset[axis] = bounces(along: axis)
                ? ScrollAxisMotion.rubberBanded(raw, bounds: bounds, dimension: layoutFrame.size[axis])
                : min(max(raw, bounds.lowerBound), bounds.upperBound)
        }
        setOffset(newOffset)
        lastMovementTime = time
    }

    /// Releases the drag: the content glides on with the pointer's speed, or springs back to an edge.
    func endDrag(at location: CGPoint, time: TimeInterval) {
        dragMoved(to: location, time: time)
        guard let drag else { return }
        self.drag = nil
        motionIsWheel = false
        defer { updateScrollPhase() }
        if beginRefreshingIfPulled(at: time) { return }
        let pointerVelocity = drag.pointerVelocity(at: time)
        for axis in Axis.allCases where axes.contains(axis.set) {
            let velocity = bounces(along: axis) ? -pointerVelocity[axis] : 0
            motions[axis] = ScrollAxisMotion(releasedAt: offset[axis], velocity: velocity,
                                             bounds: offsetBounds(axis), time: time)
        }
        settleOnScrollTarget(velocity: CGPoint(x: -pointerVelocity.width, y: -pointerVelocity.height),
                             startOffset: drag.startOffset, time: time)
        startMoving(at: time)
    }

    // MARK: Programmatic scrolling

    /// Scrolls so that the content point `target` (content coordinates) is at the scroll view's
    /// top-leading corner, within the edges; animated when `transaction` animates.
    func scroll(toOffset target: CGPoint, transaction: Transaction) {
        let time = graph.currentTime
        stopMotion(at: time)
        drag = nil
        lastMoveWasByUser = false
        motionIsWheel = false
        defer { updateScrollPhase() }
        let destination = clamped(target)
        guard transaction.isAnimated else {
            setOffset(destination)
            startMoving(at: time)
            return
        }
        var animated = AnimatedValue(offset.animatableData)
        animated.setTarget(destination.animatableData, transaction: transaction, at: time)
        programmaticScroll = animated
        startMoving(at: time)
    }

    /// Ends an animated `scrollTo` where it is at `time`.
    private func settleProgrammaticScroll(at time: TimeInterval) {
        guard var animated = programmaticScroll else { return }
        var point = CGPoint.zero
        point.animatableData = animated.value(at: time)
        programmaticScroll = nil
        setOffset(point)
    }

    // MARK: Stepping

    private func startMoving(at time: TimeInterval) {
        lastMovementTime = time
        graph.registerAnimating(self)
        updateScrollPhase()
    }

    /// Moves the content to where its motions are at `time`; true while it moves or its
    /// scroll bars are still fading.
    func stepScrolling(to time: TimeInterval) -> Bool {
        var newOffset = offset
        var moving = drag != nil
        if var animated = programmaticScroll {
            newOffset.animatableData = animated.value(at: time)
            programmaticScroll = animated.isAnimating ? animated : nil
            moving = moving || animated.isAnimating
        }
        for (axis, var motion) in motions {
            let sample = motion.sample(at: time)
            newOffset[axis] = sample.position
            motions[axis] = sample.isFinished ? nil : motion
            moving = moving || !sample.isFinished
        }
        if newOffset != offset { lastMovementTime = time }
        setOffset(newOffset)
        updateScrollPhase()
        if moving { return true }
        let fading = time < lastMovementTime + Self.indicatorVisibleTime + Self.indicatorFadeTime
        if fading { graph.setNeedsDisplay() }
        return fading
    }
}
