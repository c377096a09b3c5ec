import Foundation

/// The animation engine of one animatable property (what SwiftUI keeps per
/// `animatableData` in its render tree).
///
/// It stores the model value (`target`) and the running animations, each as
/// an *interval*, the difference between the value it animates from and the
/// value it animates to, as the Habr article describes:
///
///     shown = target - Σ intervalᵢ + Σ animateᵢ(intervalᵢ, elapsedᵢ)
///
/// A run that finishes (its animation returns `nil`) drops out of both sums,
/// so the shown value stays continuous, and the model value is reached when
/// the last run ends. A change with animation, following Apple's rules:
///
/// - adds a new run for its delta (timing curves, `interpolatingSpring`,
///   custom animations that do not merge): overlapping runs add up;
/// - or, when the new animation's `shouldMerge` accepts the most recent run
///   (`spring`, `interactiveSpring`, `smooth`, `snappy`, `bouncy`, `default`
///   always do), replaces that run: the new animation inherits its state and
///   start time and animates the sum of both intervals, continuing from the
///   old position and velocity.
///
/// A change without animation moves `target` at once while running
/// animations go on covering their own intervals.
///
/// Times are host times in seconds, always passed in: the engine never reads
/// a clock. `value(at:)` expects non-decreasing times.
public struct AnimatedValue<Value: VectorArithmetic> {
    /// One running animation.
    @usableFromInline
    struct Run {
        // What `value(at:)` reads for a fresh spring comes first, so that it shares the
        // first cache lines of the runs' storage with the array's count (a frame of 30,000
        // springs mostly waits for memory; perf).
        var startTime: TimeInterval
        var interval: Value
        /// The animation as a spring that has not merged with another run, or nil: such runs are
        /// evaluated directly (no existential call, no state lookup) with shared spring factors.
        var freshSpring: SpringAnimation?
        var context: AnimationContext<Value>
        var hasFinished = false
        var reportedLogicalCompletion = false
        var animation: Animation {
            didSet { (stepped, leadingDelay) = Self.unwrappingDelay(animation) }
        }
        /// What `animate(elapsed:)` evaluates: `animation`, or the animation a `.delay(_:)`
        /// wraps, with the delay in `leadingDelay` (seconds; 0 without one). The step then
        /// reads the delay from the run instead of from the delay's own box: the load of
        /// `DelayAnimation.delay` was 97.7 % of that function's time, a cache miss per run
        /// (6.7 % of the stress suite's easeInOut benchmark, whose legs use `.delay(0)`; perf).
        private var stepped: Animation
        private var leadingDelay: TimeInterval
        /// `.logicallyComplete` handlers of the transaction that started (or
        /// merged into) this run, released at its logical completion.
        var logicalCompletions: [AnimationCompletionTracker]

        init(startTime: TimeInterval, interval: Value, freshSpring: SpringAnimation?, context: AnimationContext<Value>,
             animation: Animation, logicalCompletions: [AnimationCompletionTracker]) {
            self.startTime = startTime
            self.interval = interval
            self.freshSpring = freshSpring
            self.context = context
            self.animation = animation
            (stepped, leadingDelay) = Self.unwrappingDelay(animation)
            self.logicalCompletions = logicalCompletions
        }

        /// `animation` without its outermost `.delay(_:)`, and that delay (0 without one).
        private static func unwrappingDelay(_ animation: Animation) -> (Animation, TimeInterval) {
            guard let delayed = animation.base as? DelayAnimation else { return (animation, 0) }
            return (delayed.base, delayed.delay)
        }

        /// The animation's value for `interval` `elapsed` seconds after the start, advancing
        /// `context`. A method of the run, so that reading `animation` and writing `context`
        /// are accesses to two properties of one value: called as
        /// `runs[i].animation.animate(..., context: &runs[i].context)` the animation was copied
        /// first (the two accesses overlap in `runs`), a retain and release of its box for
        /// every step of every delayed or timing-curve run (14 % of a frame of 10,000
        /// easeInOut dots with a delay, perf).
        @usableFromInline
        mutating func animate(elapsed: TimeInterval) -> Value? {
            // What `DelayAnimation.animate` computes.
            guard elapsed >= leadingDelay else { return .zero }
            return stepped.animate(value: interval, time: elapsed - leadingDelay, context: &context)
        }
    }

    /// The model value: where the animations are heading.
    public private(set) var target: Value

    @usableFromInline
    var runs: [Run] = []
    /// Runs replaced by a merge whose logical completion is still awaited:
    /// they are evaluated alone, only to learn when they would have completed.
    var replacedRuns: [Run] = []
    /// `.removed` handlers, released when this property stops animating.
    var removalCompletions: [AnimationCompletionTracker] = []
    /// Handlers of transactions that changed this property without starting
    /// an animation; they fire at the next `value(at:)` unless held elsewhere.
    var idleCompletions: [AnimationCompletionTracker] = []
    /// The host time of the latest change of `target` (with or without animation), nil before
    /// any: where the inspector's plot of the running animations starts (`plot(now:sampleCount:)`).
    package private(set) var latestChangeTime: TimeInterval?

    /// A property showing `value`, with nothing running.
    public init(_ value: Value) {
        target = value
    }

    /// Whether any animation is running. Inlinable: the scene graph asks after every
    /// step, and a cross-module call to the generic getter cost more than the step
    /// (metadata lookups; 18% of a frame of 2,000 springing views, callgrind).
    @inlinable
    public var isAnimating: Bool { !runs.isEmpty }

    /// Sets the model value to `newValue` at host time `time` (seconds).
    ///
    /// If the transaction animates (`animation != nil`, not
    /// `disablesAnimations`) and the value changes, an animation starts from
    /// the value shown at `time`, merging with the latest run when the new
    /// animation asks to; otherwise the target jumps and running animations
    /// finish their own intervals. The transaction's completion handlers are
    /// attached to the run this change started or merged into; if it started
    /// none, they fire at the next `value(at:)` (unless another property's
    /// animation from the same transaction holds them).
    ///
    /// Returns what the change did (for the inspector): nothing, a snap, a new
    /// animation alone or on top of running ones, or a merge into the latest.
    @MainActor @discardableResult
    public mutating func setTarget(_ newValue: Value, transaction: Transaction, at time: TimeInterval) -> AnimationChange {
        let delta = newValue - target
        target = newValue
        if delta != .zero { latestChangeTime = time }
        guard transaction.isAnimated, let animation = transaction.animation, delta != .zero else {
            idleCompletions.append(contentsOf: transaction.animationCompletions)
            return delta == .zero ? .unchanged : .snapped
        }
        let logical = transaction.animationCompletions.filter { !$0.criteria.isRemoval }
        for tracker in logical { tracker.retain() }
        for tracker in transaction.animationCompletions where tracker.criteria.isRemoval
            && !removalCompletions.contains(where: { $0 === tracker }) {
            tracker.retain()
            removalCompletions.append(tracker)
        }

        if let last = runs.indices.last {
            var context = runs[last].context
            let elapsed = max(time - runs[last].startTime, 0)
            if animation.shouldMerge(previous: runs[last].animation, value: runs[last].interval,
                                     time: elapsed, context: &context) {
                var replaced = runs[last]
                if !replaced.reportedLogicalCompletion && !replaced.logicalCompletions.isEmpty {
                    replacedRuns.append(replaced)
                }
                replaced.animation = animation
                replaced.interval = replaced.interval + delta
                replaced.context = context
                replaced.logicalCompletions = logical
                replaced.reportedLogicalCompletion = false
                replaced.freshSpring = nil
                runs[last] = replaced
                return .merged
            }
        }
        let alone = runs.isEmpty
        runs.append(Run(startTime: time, interval: delta, freshSpring: animation.base as? SpringAnimation,
                        context: AnimationContext(), animation: animation, logicalCompletions: logical))
        return alone ? .started : .combined
    }

    /// Moves the target, and so every value the running animations show, by `delta` at once,
    /// without animating the move (running animations keep their own motion relative to it).
    public mutating func translate(by delta: Value) {
        target += delta
    }

    /// The value to show at host time `time` (seconds, non-decreasing across
    /// calls). Drops runs that have finished and fires the completion
    /// handlers that became due.
    // Pre-specialized for the data of the built-in effects and of layout frames
    // (opacity; offset and sizes; rotation; scale and rects). The exported
    // entry points serve specialized callers in other modules; the plain ones
    // add a type check at the top of the generic entry point, so generic
    // callers (an `Animator<M>` of any effect) also run specialized code for
    // these types instead of looking up metadata and copying through value
    // witnesses.
    @_specialize(exported: true, where Value == Double)
    @_specialize(exported: true, where Value == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(exported: true, where Value == AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(exported: true, where Value == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where Value == Double)
    @_specialize(where Value == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where Value == AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where Value == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    @MainActor
    public mutating func value(at time: TimeInterval) -> Value {
        var shown = target
        var finishedCount = 0
        for index in runs.indices {
            let elapsed = max(time - runs[index].startTime, 0)
            let interval = runs[index].interval
            let result: Value?
            if let spring = runs[index].freshSpring {
                // What `spring.animate` computes for an unmerged run (profile: the existential
                // call and the generic state lookup cost more than the spring itself).
                result = spring.animateFresh(value: interval, time: elapsed,
                                             factors: SpringFactorCache.factors(of: spring.spring, time: elapsed),
                                             isLogicallyComplete: &runs[index].context.isLogicallyComplete)
            } else {
                result = runs[index].animate(elapsed: elapsed)
            }
            if let covered = result {
                shown += covered - interval
                if runs[index].context.isLogicallyComplete { Self.reportLogicalCompletion(of: &runs[index]) }
            } else {
                Self.reportLogicalCompletion(of: &runs[index])
                runs[index].hasFinished = true
                finishedCount += 1
            }
        }
        if finishedCount > 0 { runs.removeAll { $0.hasFinished } }
        if !replacedRuns.isEmpty { advanceReplacedRuns(to: time) }
        if runs.isEmpty && !removalCompletions.isEmpty {
            let trackers = removalCompletions
            removalCompletions = []
            for tracker in trackers { tracker.release() }
        }
        if !idleCompletions.isEmpty {
            let trackers = idleCompletions
            idleCompletions = []
            for tracker in trackers { tracker.fireIfIdle() }
        }
        return shown
    }

    /// The rate of change of the shown value at host time `time`, in units
    /// per second: the sum of the running animations' velocities (those that
    /// report none count as still).
    public func velocity(at time: TimeInterval) -> Value {
        var total = Value.zero
        for run in runs {
            let elapsed = max(time - run.startTime, 0)
            if let velocity = run.animation.velocity(value: run.interval, time: elapsed, context: run.context) {
                total += velocity
            }
        }
        return total
    }

    @MainActor
    private static func reportLogicalCompletion(of run: inout Run) {
        guard !run.reportedLogicalCompletion else { return }
        run.reportedLogicalCompletion = true
        let trackers = run.logicalCompletions
        run.logicalCompletions = []
        for tracker in trackers { tracker.release() }
    }

    @MainActor
    private mutating func advanceReplacedRuns(to time: TimeInterval) {
        var remaining: [Run] = []
        for var run in replacedRuns {
            let elapsed = max(time - run.startTime, 0)
            let result = run.animate(elapsed: elapsed)
            if result == nil || run.context.isLogicallyComplete {
                Self.reportLogicalCompletion(of: &run)
            } else {
                remaining.append(run)
            }
        }
        replacedRuns = remaining
    }
}
