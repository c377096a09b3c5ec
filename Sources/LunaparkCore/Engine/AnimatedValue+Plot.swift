import Foundation

extension AnimatedValue {
    /// Seconds after its start within which a plotted animation must end; one that runs longer
    /// (a repeat forever) is plotted as `.endless`.
    package static var plotHorizon: TimeInterval { 60 }
    /// The window an endless animation is plotted over: this many seconds before `now`...
    package static var endlessPastWindow: TimeInterval { 3 }
    /// ...and this many after it.
    package static var endlessFutureWindow: TimeInterval { 2 }

    /// The course of the running animations from the property's latest change to their end,
    /// in `sampleCount` (at least 2) evenly spaced samples, made at scene time `now`; nil when
    /// nothing runs.
    ///
    /// Each sample is what `value(at:)` shows at that time, computed by the same calls:
    /// `target - Σ intervalᵢ + Σ animationᵢ.animate(intervalᵢ, t - startᵢ)` (a run whose
    /// `animate` returns nil has covered its interval), on copies of the runs' contexts, so
    /// the engine's state is untouched. The end is the first time at which every run's
    /// `animate` returns nil, found in 1/60 s steps and refined to 0.1 ms by bisection.
    ///
    /// The plot starts at the latest change of the model value (`setTarget` with a new value):
    /// a spring that merged there shows its merged course only from then on. A custom animation
    /// that keeps state between frames (in `AnimationContext.state`) is evaluated with its
    /// current state, which earlier samples may not have had.
    package func plot(now: TimeInterval, sampleCount: Int = 64) -> AnimationPlot? {
        guard let newest = runs.last, let earliest = runs.map(\.startTime).min() else { return nil }
        var contexts = runs.map(\.context)
        let start = max(latestChangeTime ?? earliest, earliest)
        let (shownAtStart, _) = shown(at: start, contexts: &contexts)
        let move = target - shownAtStart
        // The direction values are projected on: the move, or the newest run's when it comes back to where it was.
        let axis = move.magnitudeSquared > 0 ? move : newest.interval
        let axisSquared = axis.magnitudeSquared

        var length = AnimationPlot.Length.duration
        if newest.animation.base is SpringAnimation || newest.animation.base is InterpolatingSpringAnimation {
            length = .settling
        }
        var first = start
        var end: TimeInterval
        if let found = endTime(after: start, contexts: &contexts) {
            end = found
        } else {
            length = .endless
            first = max(start, now - Self.endlessPastWindow)
            end = now + Self.endlessFutureWindow
        }
        end = max(end, first + 1e-3)

        let count = max(sampleCount, 2)
        var times: [TimeInterval] = []
        var progress: [Double] = []
        var velocities: [Double]? = []
        times.reserveCapacity(count)
        progress.reserveCapacity(count)
        for i in 0..<count {
            let t = first + (end - first) * Double(i) / Double(count - 1)
            let (value, _) = shown(at: t, contexts: &contexts)
            times.append(t)
            progress.append(axisSquared > 0 ? Self.dot(value - shownAtStart, axis) / axisSquared : 0)
            if velocities != nil, let velocity = reportedVelocity(at: t, contexts: contexts) {
                velocities!.append(axisSquared > 0 ? Self.dot(velocity, axis) / axisSquared : 0)
            } else {
                velocities = nil
            }
        }
        let speedNow = reportedVelocity(at: now, contexts: contexts).map {
            axisSquared > 0 ? Self.dot($0, axis) / axisSquared.squareRoot() : 0
        }
        let others = runs.count - 1
        return AnimationPlot(
            animation: newest.animation.description + (others > 0 ? " + \(others) more" : ""),
            length: length, from: String(describing: shownAtStart), to: String(describing: target),
            fromNumber: Self.number(shownAtStart), toNumber: Self.number(target),
            startTime: start, endTime: end, now: now, times: times, progress: progress,
            velocities: velocities, speedNow: speedNow)
    }

    /// What `value(at: time)` would show, and whether any run is still moving then.
    private func shown(at time: TimeInterval, contexts: inout [AnimationContext<Value>]) -> (Value, Bool) {
        var shown = target
        var running = false
        for index in runs.indices {
            let interval = runs[index].interval
            let elapsed = max(time - runs[index].startTime, 0)
            if let covered = runs[index].animation.animate(value: interval, time: elapsed, context: &contexts[index]) {
                shown += covered - interval
                running = true
            }
        }
        return (shown, running)
    }

    /// The first time after `start` at which no run moves any more, or nil when some still does
    /// `plotHorizon` seconds later.
    private func endTime(after start: TimeInterval, contexts: inout [AnimationContext<Value>]) -> TimeInterval? {
        let step = 1.0 / 60
        var before = start
        var steps = 1
        while Double(steps) * step <= Self.plotHorizon {
            let t = start + Double(steps) * step
            if !shown(at: t, contexts: &contexts).1 {
                var (low, high) = (before, t)
                while high - low > 1e-4 {
                    let middle = (low + high) / 2
                    if shown(at: middle, contexts: &contexts).1 { low = middle } else { high = middle }
                }
                return high
            }
            before = t
            steps += 1
        }
        return nil
    }

    /// The sum of the running animations' velocities at `time`, or nil when one of them that
    /// is still moving reports none.
    private func reportedVelocity(at time: TimeInterval, contexts: [AnimationContext<Value>]) -> Value? {
        var total = Value.zero
        for index in runs.indices {
            let elapsed = max(time - runs[index].startTime, 0)
            var probe = contexts[index]
            guard runs[index].animation.animate(value: runs[index].interval, time: elapsed, context: &probe) != nil else {
                continue
            }
            guard let velocity = runs[index].animation.velocity(value: runs[index].interval, time: elapsed,
                                                                 context: contexts[index]) else { return nil }
            total += velocity
        }
        return total
    }

    /// a · b, from magnitudes alone: (|a + b|² - |a|² - |b|²) / 2.
    private static func dot(_ a: Value, _ b: Value) -> Double {
        ((a + b).magnitudeSquared - a.magnitudeSquared - b.magnitudeSquared) / 2
    }

    /// `value` as a number when it is one.
    private static func number(_ value: Value) -> Double? {
        switch value {
        case let double as Double: double
        case let float as Float: Double(float)
        case let cgFloat as CGFloat: Double(cgFloat)
        default: nil
        }
    }
}
