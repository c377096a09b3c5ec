import Foundation
import Testing
@testable import LunaparkCore

/// A run of a delayed animation (`.delay(_:)`) in `AnimatedValue`: the run steps the animation
/// the delay wraps, with the delay kept beside it, so these check that it still shows what
/// `DelayAnimation` computes, and that a merge replacing the animation replaces the delay too.
@MainActor
struct AnimatedValueDelayTests {
    private func animated(_ animation: Animation) -> Transaction { Transaction(animation: animation) }

    @Test func aDelayedRunHoldsThenPlaysAndEnds() {
        var property = AnimatedValue(0.0)
        property.setTarget(100, transaction: animated(.linear(duration: 1).delay(0.5)), at: 10)
        #expect(property.value(at: 10.25) == 0)
        #expect(property.velocity(at: 10.25) == 0)
        expectClose(property.value(at: 11), 50)
        expectClose(property.velocity(at: 11), 100)
        #expect(property.value(at: 11.5) == 100)
        #expect(!property.isAnimating)
    }

    @Test func delaysOfNestedAndRepeatedAnimationsAddUp() {
        // The outer delay is the run's; the inner one stays inside the animation it wraps.
        var property = AnimatedValue(0.0)
        property.setTarget(100, transaction: animated(.linear(duration: 1).delay(0.25).delay(0.25)), at: 0)
        #expect(property.value(at: 0.4) == 0)
        expectClose(property.value(at: 0.75), 25)
        #expect(property.value(at: 1.5) == 100)
    }

    @Test func aMergeReplacesTheDelayWithTheNewAnimation() {
        // Springs always merge: the undelayed spring takes over the delayed run and moves at once.
        var property = AnimatedValue(0.0)
        property.setTarget(100, transaction: animated(.spring(duration: 1, bounce: 0).delay(1)), at: 0)
        #expect(property.value(at: 0.5) == 0)
        #expect(property.setTarget(200, transaction: animated(.spring(duration: 1, bounce: 0)), at: 0.5) == .merged)
        #expect(property.value(at: 0.6) > 1)
    }
}
