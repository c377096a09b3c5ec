import Foundation
import Testing
@testable import LunaparkCore

/// `AnimatedValue.plot(now:sampleCount:)`: the inspector's value plots are what the engine shows
/// at each sample time, and what the curves and springs give there.
@MainActor
@Suite struct AnimationPlotTests {
    private func animated(_ animation: Animation) -> Transaction { Transaction(animation: animation) }

    /// What the engine shows at each of `times` (increasing), on a copy of `property`.
    private func engineValues<V: VectorArithmetic>(_ property: AnimatedValue<V>, at times: [TimeInterval]) -> [V] {
        var copy = property
        return times.map { copy.value(at: $0) }
    }

    @Test func timingCurveSamplesAreTheEnginesValuesAndTheCurves() throws {
        var property = AnimatedValue(0.2)
        property.setTarget(1.0, transaction: animated(.easeInOut(duration: 0.8)), at: 2)
        _ = property.value(at: 2.3)
        let plot = try #require(property.plot(now: 2.3, sampleCount: 40))
        #expect(plot.length == .duration)
        #expect(plot.animation == "easeInOut(duration: 0.8)")
        expectClose(try #require(plot.fromNumber), 0.2)
        #expect(plot.toNumber == 1.0)
        expectClose(plot.startTime, 2)
        expectClose(plot.endTime, 2.8, 2e-4)
        #expect(plot.times.count == 40)
        let engine = engineValues(property, at: plot.times)
        for i in plot.times.indices {
            let value = try #require(plot.number(atSample: i))
            expectClose(value, engine[i], 1e-9, "engine at \(plot.times[i])")
            let curve = 0.2 + 0.8 * UnitCurve.easeInOut.value(at: min((plot.times[i] - 2) / 0.8, 1))
            expectClose(value, curve, 1e-9, "curve at \(plot.times[i])")
        }
        // Past and future split at now.
        #expect(plot.times[plot.lastPastSample] <= 2.3)
        #expect(plot.times[plot.lastPastSample + 1] > 2.3)
        // The curve reports its velocity: d/dt of 0.8 × curve((t - 2) / 0.8), in progress (÷ 0.8) per second.
        let velocities = try #require(plot.velocities)
        expectClose(velocities[10], UnitCurve.easeInOut.velocity(at: (plot.times[10] - 2) / 0.8) / 0.8, 1e-9)
        expectClose(try #require(plot.speedNow), UnitCurve.easeInOut.velocity(at: 0.3 / 0.8), 1e-9)
    }

    @Test func springSamplesAreTheSpringsValuesAndEndWhenItSettles() throws {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        var property = AnimatedValue(0.0)
        property.setTarget(100, transaction: animated(.spring(spring)), at: 0)
        let plot = try #require(property.plot(now: 0.1))
        #expect(plot.length == .settling)
        // The engine drops a fresh spring when it is within 0.001 of its move from rest.
        expectClose(plot.endTime, spring.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 1e-3), 2e-4)
        let engine = engineValues(property, at: plot.times)
        let velocities = try #require(plot.velocities)
        #expect(plot.progress.max()! > 1.01, "the bounce overshoots: the check can fail")
        for i in plot.times.indices {
            let value = try #require(plot.number(atSample: i))
            expectClose(value, engine[i], 1e-9, "engine at \(plot.times[i])")
            if plot.times[i] < plot.endTime {
                expectClose(value, spring.value(target: 100.0, time: plot.times[i]), 1e-9, "spring at \(plot.times[i])")
                expectClose(velocities[i] * 100, spring.velocity(target: 100.0, time: plot.times[i]), 1e-9)
            }
        }
    }

    @Test func aMergedSpringIsPlottedFromTheMergeOnAsTheEngineShowsIt() throws {
        var property = AnimatedValue(0.0)
        property.setTarget(100, transaction: animated(.spring(duration: 0.6)), at: 0)
        let shownAtMerge = property.value(at: 0.2)
        property.setTarget(-50, transaction: animated(.spring(duration: 0.6)), at: 0.2)
        let plot = try #require(property.plot(now: 0.25))
        expectClose(plot.startTime, 0.2)
        expectClose(try #require(plot.fromNumber), shownAtMerge, 1e-9)
        #expect(plot.toNumber == -50)
        let engine = engineValues(property, at: plot.times)
        for i in plot.times.indices {
            expectClose(try #require(plot.number(atSample: i)), engine[i], 1e-9, "engine at \(plot.times[i])")
        }
        #expect(plot.animation.hasPrefix("spring("))
    }

    @Test func additiveRunsAndPairsAreProjectedOnTheMove() throws {
        typealias Pair = AnimatablePair<Double, Double>
        var property = AnimatedValue(Pair(0, 0))
        property.setTarget(Pair(30, 40), transaction: animated(.linear(duration: 1)), at: 0)
        _ = property.value(at: 0.5)
        property.setTarget(Pair(60, 80), transaction: animated(.linear(duration: 1)), at: 0.5)
        let plot = try #require(property.plot(now: 0.6, sampleCount: 11))
        #expect(plot.animation == "linear(duration: 1.0) + 1 more")
        #expect(plot.fromNumber == nil)
        expectClose(plot.endTime, 1.5, 2e-4)
        let from = engineValues(property, at: [0.5])[0]
        let engine = engineValues(property, at: plot.times)
        let move = Pair(60, 80) - from
        for i in plot.times.indices {
            // The engine's value, projected on the move: (value - from) · move / |move|².
            let offset = engine[i] - from
            let expected = (offset.first * move.first + offset.second * move.second) / move.magnitudeSquared
            expectClose(plot.progress[i], expected, 1e-9, "at \(plot.times[i])")
        }
        expectClose(plot.progress.last!, 1, 1e-9)
    }

    @Test func anEndlessRepeatIsPlottedAroundNow() throws {
        var property = AnimatedValue(0.0)
        property.setTarget(1, transaction: animated(.easeInOut(duration: 0.5).repeatForever()), at: 0)
        let plot = try #require(property.plot(now: 10))
        #expect(plot.length == .endless)
        expectClose(plot.times.first!, 10 - AnimatedValue<Double>.endlessPastWindow)
        expectClose(plot.times.last!, 10 + AnimatedValue<Double>.endlessFutureWindow)
        let engine = engineValues(property, at: plot.times)
        for i in plot.times.indices {
            expectClose(try #require(plot.number(atSample: i)), engine[i], 1e-9)
        }
    }

    @Test func nothingRunningHasNoPlot() {
        var property = AnimatedValue(0.0)
        #expect(property.plot(now: 0) == nil)
        property.setTarget(1, transaction: Transaction(), at: 0)
        #expect(property.plot(now: 0) == nil, "a change without animation")
    }
}
