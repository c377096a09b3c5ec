import Foundation
import Testing
@testable import LunaparkCore

/// Counts how often a completion handler ran.
@MainActor
final class Counter {
    var count = 0
    func increment() { count += 1 }
}

@MainActor
@Suite struct AnimatedValueTests {
    private func animated(_ animation: Animation?) -> Transaction { Transaction(animation: animation) }

    @Test func timingCurveFromOldToNewValue() {
        var property = AnimatedValue(0.0)
        property.setTarget(100, transaction: animated(.linear(duration: 1)), at: 10)
        #expect(property.target == 100)
        #expect(property.isAnimating)
        #expect(property.value(at: 10) == 0)
        expectClose(property.value(at: 10.25), 25)
        expectClose(property.velocity(at: 10.25), 100)
        #expect(property.value(at: 11) == 100)
        #expect(!property.isAnimating)
    }

    @Test func timingCurvesAddUp() {
        // shown = target - Σ intervals + Σ covered.
        var property = AnimatedValue(0.0)
        property.setTarget(100, transaction: animated(.linear(duration: 1)), at: 0)
        _ = property.value(at: 0.5)
        property.setTarget(200, transaction: animated(.linear(duration: 1)), at: 0.5)
        // At 0.75: 200 - 100 - 100 + 75 + 25 = 100.
        expectClose(property.value(at: 0.75), 100)
        // Velocities add: 100/s + 100/s.
        expectClose(property.velocity(at: 0.75), 200)
        // At 1.25 the first run is gone: 200 - 100 + 75 = 175.
        expectClose(property.value(at: 1.25), 175)
        #expect(property.value(at: 1.5) == 200)
        #expect(!property.isAnimating)
    }

    @Test func changeWithoutAnimationSnapsWhileRunsFinish() {
        var property = AnimatedValue(0.0)
        property.setTarget(100, transaction: animated(.linear(duration: 1)), at: 0)
        expectClose(property.value(at: 0.5), 50)
        property.setTarget(300, transaction: Transaction(), at: 0.5)
        // The running animation still covers its own interval: 300 - 100 + 50.
        expectClose(property.value(at: 0.5), 250)
        expectClose(property.value(at: 0.75), 275)
        #expect(property.value(at: 1) == 300)

        var disabled = Transaction(animation: .linear(duration: 1))
        disabled.disablesAnimations = true
        property.setTarget(0, transaction: disabled, at: 2)
        #expect(property.value(at: 2) == 0)
        #expect(!property.isAnimating)
    }

    @Test func retargetingASpringMidFlightKeepsPositionAndVelocity() {
        let animation = Animation.spring(duration: 0.5, bounce: 0.2)
        let spring = Spring(duration: 0.5, bounce: 0.2)
        var property = AnimatedValue(0.0)
        property.setTarget(100, transaction: animated(animation), at: 0)
        let before = property.value(at: 0.2)
        let velocityBefore = property.velocity(at: 0.2)
        expectClose(before, spring.value(target: 100.0, time: 0.2))
        expectClose(velocityBefore, spring.velocity(target: 100.0, time: 0.2))

        property.setTarget(-50, transaction: animated(animation), at: 0.2)
        // Continuous: same position and velocity at the instant of the change.
        expectClose(property.value(at: 0.2), before)
        expectClose(property.velocity(at: 0.2), velocityBefore)
        // Then the spring heads for -50 from there: p + s(-50 - p, v, t - 0.2).
        for t in [0.25, 0.4, 0.7] {
            expectClose(property.value(at: t),
                        before + spring.value(target: -50 - before, initialVelocity: velocityBefore, time: t - 0.2))
        }
        _ = property.value(at: 5)
        #expect(!property.isAnimating)
        #expect(property.value(at: 5) == -50)
    }

    @Test func springReplacesATimingCurveKeepingItsVelocity() {
        var property = AnimatedValue(0.0)
        property.setTarget(100, transaction: animated(.linear(duration: 1)), at: 0)
        expectClose(property.value(at: 0.5), 50)
        property.setTarget(150, transaction: animated(.spring), at: 0.5)
        expectClose(property.value(at: 0.5), 50)
        expectClose(property.velocity(at: 0.5), 100)   // the linear run's 100/s
        let spring = Spring(response: 0.5, dampingRatio: 0.825)
        expectClose(property.value(at: 0.8), 50 + spring.value(target: 100.0, initialVelocity: 100, time: 0.3))
    }

    @Test func interpolatingSpringsAddUp() {
        let spring = Spring(duration: 0.6, bounce: 0.3)
        var property = AnimatedValue(0.0)
        property.setTarget(10, transaction: animated(.interpolatingSpring(spring)), at: 0)
        property.setTarget(30, transaction: animated(.interpolatingSpring(spring)), at: 0.1)
        for t in [0.1, 0.3, 0.5] {
            let expected = 30 - 10 - 20 + spring.value(target: 10.0, time: t) + spring.value(target: 20.0, time: t - 0.1)
            expectClose(property.value(at: t), expected)
        }
    }

    @Test func reversingARepeatForever() {
        let animation = Animation.linear(duration: 1).repeatForever()
        var property = AnimatedValue(0.0)
        property.setTarget(10, transaction: animated(animation), at: 0)
        expectClose(property.value(at: 0.5), 5)
        expectClose(property.value(at: 1.25), 7.5)   // on its way back: 10 - 2.5
        // Reversing the model value adds a second endless run of -10.
        property.setTarget(0, transaction: animated(animation), at: 1.25)
        expectClose(property.value(at: 1.25), 7.5)   // continuous
        // At 1.5: 0 - 10 + 10 + (10 - 5) + (-2.5) = 2.5.
        expectClose(property.value(at: 1.5), 2.5)
        _ = property.value(at: 1000)
        #expect(property.isAnimating)
        // Without animation the model snaps; both runs keep oscillating around it.
        property.setTarget(100, transaction: Transaction(), at: 1000.25)
        // shown = 100 - 10 - (-10) + r1 + r2, each run evaluated on its own clock.
        var c1 = AnimationContext<Double>(), c2 = AnimationContext<Double>()
        let r1 = animation.animate(value: 10.0, time: 1000.25, context: &c1)!
        let r2 = animation.animate(value: -10.0, time: 999, context: &c2)!
        expectClose(property.value(at: 1000.25), 100 - 10 + 10 + r1 + r2)
    }

    @Test func completionFiresOnceWhenTheAnimationEnds() {
        let counter = Counter()
        var property = AnimatedValue(0.0)
        _ = withAnimation(.linear(duration: 1), {
            property.setTarget(1, transaction: Transaction._current!, at: 0)
        }, completion: { counter.increment() })
        _ = property.value(at: 0.5)
        #expect(counter.count == 0)
        _ = property.value(at: 1)
        #expect(counter.count == 1)
        _ = property.value(at: 2)
        #expect(counter.count == 1)
    }

    @Test func completionWaitsForEveryPropertyOfTheTransaction() {
        let counter = Counter()
        var a = AnimatedValue(0.0), b = AnimatedValue(CGPoint.zero.animatableData)
        var transaction = Transaction(animation: .linear(duration: 1))
        transaction.addAnimationCompletion { counter.increment() }
        a.setTarget(1, transaction: transaction, at: 0)
        var slow = transaction
        slow.animation = .linear(duration: 2)
        b.setTarget(AnimatablePair(5, 5), transaction: slow, at: 0)
        _ = a.value(at: 1.5)
        _ = b.value(at: 1.5)
        #expect(counter.count == 0)
        _ = a.value(at: 2)
        _ = b.value(at: 2)
        #expect(counter.count == 1)
    }

    @Test func logicalCompletionOfASpringPrecedesItsRemoval() {
        let logical = Counter(), removed = Counter()
        var property = AnimatedValue(0.0)
        var transaction = Transaction(animation: .spring(duration: 0.5, bounce: 0.3))
        transaction.addAnimationCompletion(criteria: .logicallyComplete) { logical.increment() }
        transaction.addAnimationCompletion(criteria: .removed) { removed.increment() }
        property.setTarget(1, transaction: transaction, at: 0)
        _ = property.value(at: 0.49)
        #expect(logical.count == 0)
        _ = property.value(at: 0.5)          // the spring's duration
        #expect(logical.count == 1)
        #expect(removed.count == 0)
        #expect(property.isAnimating)
        _ = property.value(at: 0.5 + Spring(duration: 0.5, bounce: 0.3).settlingDuration)
        #expect(removed.count == 1)
        #expect(logical.count == 1)
    }

    @Test func logicalCompletionIgnoresALaterMergedSpring() {
        let first = Counter(), second = Counter()
        var property = AnimatedValue(0.0)
        var t1 = Transaction(animation: .spring(duration: 0.5))
        t1.addAnimationCompletion { first.increment() }
        property.setTarget(1, transaction: t1, at: 0)
        _ = property.value(at: 0.1)
        var t2 = Transaction(animation: .spring(duration: 0.5))
        t2.addAnimationCompletion { second.increment() }
        property.setTarget(2, transaction: t2, at: 0.1)
        _ = property.value(at: 0.5)
        // The first change's spring would have completed at 0.5 on its own.
        #expect(first.count == 1)
        #expect(second.count == 0)
        _ = property.value(at: 0.6)          // the merged spring restarted its clock at 0.1
        #expect(second.count == 1)
    }

    @Test func removalCompletionWaitsForLaterAnimations() {
        let removed = Counter()
        var property = AnimatedValue(0.0)
        var t1 = Transaction(animation: .linear(duration: 1))
        t1.addAnimationCompletion(criteria: .removed) { removed.increment() }
        property.setTarget(1, transaction: t1, at: 0)
        _ = property.value(at: 0.5)
        property.setTarget(2, transaction: Transaction(animation: .linear(duration: 1)), at: 0.5)
        _ = property.value(at: 1)
        #expect(removed.count == 0)
        _ = property.value(at: 1.5)
        #expect(removed.count == 1)
    }

    @Test func completionWithoutAnimationFiresAtTheNextFrame() {
        let counter = Counter()
        var property = AnimatedValue(0.0)
        _ = withAnimation(nil, {
            property.setTarget(3, transaction: Transaction._current!, at: 0)
        }, completion: { counter.increment() })
        #expect(property.value(at: 0) == 3)
        #expect(counter.count == 1)

        // Nothing changed at all: the scene graph reports the applied transaction.
        let idle = Counter()
        var transaction = Transaction(animation: .default)
        transaction.addAnimationCompletion { idle.increment() }
        transaction._completeIfNoAnimationsStarted()
        transaction._completeIfNoAnimationsStarted()
        #expect(idle.count == 1)

        // An unchanged value starts no animation either.
        let same = Counter()
        var again = Transaction(animation: .linear)
        again.addAnimationCompletion { same.increment() }
        property.setTarget(3, transaction: again, at: 1)
        _ = property.value(at: 1)
        #expect(same.count == 1)
        #expect(!property.isAnimating)
    }

    @Test func customAnimationRunsWithItsOwnState() {
        var property = AnimatedValue(0.0)
        property.setTarget(8, transaction: animated(Animation(ElasticEaseInEaseOutAnimation(duration: 1))), at: 0)
        var context = AnimationContext<Double>()
        let expected = ElasticEaseInEaseOutAnimation(duration: 1).animate(value: 8.0, time: 0.3, context: &context)!
        expectClose(property.value(at: 0.3), expected)
        #expect(property.value(at: 1.01) == 8)
    }

    @Test func vectorValuesAnimate() {
        var property = AnimatedValue(MyAnimatableVector(position: 0, height: 10))
        property.setTarget(MyAnimatableVector(position: 20, height: 0), transaction: animated(.easeInOut(duration: 1)), at: 0)
        let half = property.value(at: 0.5)
        expectClose(Double(half.position), 10, 1e-9)
        expectClose(Double(half.height), 5, 1e-9)
    }
}
