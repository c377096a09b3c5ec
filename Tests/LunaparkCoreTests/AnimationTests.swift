import Foundation
import Testing
@testable import LunaparkCore

/// Apple's `CustomAnimation` example: an elastic ease-in-ease-out.
struct ElasticEaseInEaseOutAnimation: CustomAnimation {
    let duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if time > duration { return nil }
        let p = time / duration
        let s = sin((20 * p - 11.125) * ((2 * Double.pi) / 4.5))
        if p < 0.5 {
            return value.scaled(by: -(pow(2, 20 * p - 10) * s) / 2)
        } else {
            return value.scaled(by: (pow(2, -20 * p + 10) * s) / 2 + 1)
        }
    }
}

/// A custom animation that counts its own frames in `context.state`.
struct FrameCountingAnimation: CustomAnimation {
    struct Frames: AnimationStateKey { static var defaultValue: Int { 0 } }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        context.state[Frames.self] += 1
        return context.state[Frames.self] > 3 ? nil : value.scaled(by: Double(context.state[Frames.self]) / 4)
    }
}

private func evaluate(_ animation: Animation, _ value: Double, at time: TimeInterval) -> Double? {
    var context = AnimationContext<Double>()
    return animation.animate(value: value, time: time, context: &context)
}

@Suite struct AnimationTests {
    @Test func timingCurvesCoverTheirCurveOverTheirDuration() {
        let cases: [(Animation, UnitCurve)] = [(.linear, .linear), (.easeIn, .easeIn), (.easeOut, .easeOut),
                                               (.easeInOut, .easeInOut)]
        for (animation, curve) in cases {
            for k in 0..<7 {
                let t = Double(k) * 0.05   // default duration 0.35 s
                expectClose(evaluate(animation, 10, at: t)!, 10 * curve.value(at: t / 0.35), 1e-12)
            }
            #expect(evaluate(animation, 10, at: 0.35) == nil)
        }
        expectClose(evaluate(.linear(duration: 2), 10, at: 0.5)!, 2.5)
        expectClose(evaluate(.easeIn(duration: 2), 10, at: 1)!, 10 * UnitCurve.easeIn.value(at: 0.5))
        expectClose(evaluate(.easeOut(duration: 2), 10, at: 1)!, 10 * UnitCurve.easeOut.value(at: 0.5))
        expectClose(evaluate(.easeInOut(duration: 2), 10, at: 1)!, 5, 1e-9)  // point-symmetric curve
        let custom = Animation.timingCurve(0.2, 1.4, 0.6, 1, duration: 1)
        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.2, y: 1.4), endControlPoint: UnitPoint(x: 0.6, y: 1))
        expectClose(evaluate(custom, 1, at: 0.3)!, curve.value(at: 0.3))
        #expect(custom == .timingCurve(curve, duration: 1))
        #expect(evaluate(.linear(duration: 0), 1, at: 0) == nil)
    }

    @Test func timingCurveVelocity() {
        var context = AnimationContext<Double>()
        // d/dt [v·curve(t/d)] = v·curve'(t/d)/d: linear over 2 s covers 10 at 5/s.
        expectClose(Animation.linear(duration: 2).velocity(value: 10, time: 1, context: context)!, 5)
        _ = Animation.linear.animate(value: 1, time: 0, context: &context)
        expectClose(Animation.easeIn(duration: 1).velocity(value: 4, time: 0.5, context: context)!,
                    4 * UnitCurve.easeIn.velocity(at: 0.5))
    }

    @Test func springAnimationsFollowTheirSpring() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        for t in [0.0, 0.1, 0.3, 0.6] {
            expectClose(evaluate(.spring(duration: 0.5, bounce: 0.3), 10, at: t)!, spring.value(target: 10.0, time: t))
            expectClose(evaluate(.spring(spring), 10, at: t)!, spring.value(target: 10.0, time: t))
        }
        // It ends once within 0.001 of the interval for good: its settling duration.
        let settle = spring.settlingDuration
        #expect(evaluate(.spring(spring), 10, at: settle - 0.01) != nil)
        #expect(evaluate(.spring(spring), 10, at: settle) == nil)

        let interpolating = Spring(mass: 1, stiffness: 100, damping: 10)
        for t in [0.0, 0.2, 0.5] {
            // initialVelocity is a fraction of the change per second.
            expectClose(evaluate(.interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 2), 10, at: t)!,
                        interpolating.value(target: 10.0, initialVelocity: 20, time: t))
            expectClose(evaluate(.interpolatingSpring(duration: 0.4, bounce: 0.2), 3, at: t)!,
                        Spring(duration: 0.4, bounce: 0.2).value(target: 3.0, time: t))
        }
    }

    @Test func springFamiliesAreApplesDefinitions() {
        #expect(Animation.default == .spring(response: 0.55, dampingFraction: 1, blendDuration: 0))
        #expect(Animation.spring == .spring(response: 0.5, dampingFraction: 0.825))
        #expect(Animation.spring(duration: 0.4, bounce: 0.2) == .spring(Spring(duration: 0.4, bounce: 0.2)))
        #expect(Animation.smooth == .spring(duration: 0.5, bounce: 0))
        #expect(Animation.snappy == .spring(duration: 0.5, bounce: 0.15))
        #expect(Animation.bouncy == .spring(duration: 0.5, bounce: 0.3))
        #expect(Animation.bouncy(duration: 1, extraBounce: 0.1) == .spring(duration: 1, bounce: 0.4))
        #expect(Animation.interactiveSpring == .spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
        #expect(Animation.interactiveSpring(duration: 0.2) == .spring(duration: 0.2, bounce: 0.15, blendDuration: 0.25))
        #expect(Animation.interpolatingSpring == .interpolatingSpring(duration: 0.5, bounce: 0))
        #expect(Animation.linear != .easeIn)
        #expect(Set([Animation.linear, .linear, .easeOut]).count == 2)
    }

    @Test func delayHoldsThenPlays() {
        let animation = Animation.linear(duration: 1).delay(0.5)
        #expect(evaluate(animation, 10, at: 0.25) == 0)
        expectClose(evaluate(animation, 10, at: 1)!, 5)
        #expect(evaluate(animation, 10, at: 1.5) == nil)
        #expect(animation.knownDuration == 1.5)
    }

    @Test func speedScalesTime() {
        expectClose(evaluate(.linear(duration: 1).speed(2), 10, at: 0.25)!, 5)
        #expect(evaluate(.linear(duration: 1).speed(2), 10, at: 0.5) == nil)
        expectClose(evaluate(.linear(duration: 1).speed(0.5), 10, at: 1)!, 5)
        var context = AnimationContext<Double>()
        _ = context
        context = AnimationContext()
        expectClose(Animation.linear(duration: 1).speed(2).velocity(value: 10, time: 0.1, context: context)!, 20)
    }

    @Test func repeatCountWithAndWithoutReversal() {
        let reversing = Animation.linear(duration: 1).repeatCount(3, autoreverses: true)
        expectClose(evaluate(reversing, 10, at: 0.25)!, 2.5)
        expectClose(evaluate(reversing, 10, at: 1.25)!, 7.5)   // backwards: 10 - 2.5
        expectClose(evaluate(reversing, 10, at: 2.25)!, 2.5)
        #expect(evaluate(reversing, 10, at: 3) == nil)
        #expect(reversing.knownDuration == 3)

        let restarting = Animation.linear(duration: 1).repeatCount(2, autoreverses: false)
        expectClose(evaluate(restarting, 10, at: 1.25)!, 2.5)
        #expect(evaluate(restarting, 10, at: 2) == nil)

        // With easeIn, the way back mirrors the values: value - easeIn(t).
        let easeBack = Animation.easeIn(duration: 1).repeatCount(2)
        expectClose(evaluate(easeBack, 1, at: 1.3)!, 1 - UnitCurve.easeIn.value(at: 0.3))
    }

    @Test func repeatForeverNeverEnds() {
        let forever = Animation.linear(duration: 1).repeatForever()
        expectClose(evaluate(forever, 10, at: 101.25)!, 7.5)    // iteration 101 runs backwards
        expectClose(evaluate(forever, 10, at: 100.25)!, 2.5)
        #expect(forever.knownDuration == nil)
        var context = AnimationContext<Double>()
        expectClose(forever.velocity(value: 10, time: 1.5, context: context)!, -10)
        _ = forever.animate(value: 10, time: 5000.5, context: &context)
        #expect(!context.isLogicallyComplete)
        let noReverse = Animation.linear(duration: 1).repeatForever(autoreverses: false)
        expectClose(evaluate(noReverse, 10, at: 101.25)!, 2.5)
    }

    @Test func repeatOfUnknownDurationRestartsWhenTheBaseEnds() {
        // A custom animation's duration is unknown to the system: an iteration
        // ends at the first frame where the base returns nil (frames at 0, 1, 2, ...).
        let base = Animation(ElasticEaseInEaseOutAnimation(duration: 2))
        let animation = base.repeatCount(2, autoreverses: true)
        var context = AnimationContext<Double>()
        let results = (0..<8).map { animation.animate(value: 8, time: Double($0), context: &context) }
        let e = (0...2).map { evaluate(base, 8, at: Double($0))! }
        // Forward e(0), e(1), e(2); at 3 the base ends (full value); then backwards
        // from the frame at 3: 8 - e(1), 8 - e(2); at 6 the second play ends.
        let expected: [Double?] = [e[0], e[1], e[2], 8, 8 - e[1], 8 - e[2], nil, nil]
        #expect(results == expected)
    }

    @Test func logicallyCompleteAfter() {
        var context = AnimationContext<Double>()
        let animation = Animation.linear(duration: 2).logicallyComplete(after: 0.5)
        _ = animation.animate(value: 1, time: 0.4, context: &context)
        #expect(!context.isLogicallyComplete)
        _ = animation.animate(value: 1, time: 0.5, context: &context)
        #expect(context.isLogicallyComplete)
    }

    @Test func customAnimationsWrapAndKeepState() {
        let elastic = Animation(ElasticEaseInEaseOutAnimation(duration: 5))
        #expect(elastic == Animation(ElasticEaseInEaseOutAnimation(duration: 5)))
        #expect(elastic != Animation(ElasticEaseInEaseOutAnimation(duration: 4)))
        #expect(elastic.base is ElasticEaseInEaseOutAnimation)
        // p = 0.75: 2^(-5)·sin((15 - 11.125)·2π/4.5)/2 + 1.
        let p = 0.75
        expectClose(evaluate(elastic, 2, at: 3.75)!, 2 * (pow(2, -20 * p + 10) * sin((20 * p - 11.125) * (2 * .pi / 4.5)) / 2 + 1))
        #expect(evaluate(elastic, 2, at: 5.1) == nil)
        var context = AnimationContext<Double>()
        #expect(elastic.velocity(value: 1, time: 1, context: context) == nil)
        #expect(!elastic.shouldMerge(previous: .linear, value: 1.0, time: 0, context: &context))

        let counting = Animation(FrameCountingAnimation())
        var state = AnimationContext<Double>()
        #expect(counting.animate(value: 4, time: 0, context: &state) == 1)
        #expect(counting.animate(value: 4, time: 0, context: &state) == 2)
        #expect(state.state[FrameCountingAnimation.Frames.self] == 2)
        let moved = state.withState(AnimationState<Float>())
        #expect(moved.state[FrameCountingAnimation.Frames.self] == 0)
    }

    @Test func springMergeKeepsPositionAndVelocity() {
        // The successor records the predecessor's offset and velocity at the merge.
        let linear = Animation.linear(duration: 1)
        var context = AnimationContext<Double>()
        #expect(Animation.spring.shouldMerge(previous: linear, value: 10.0, time: 0.5, context: &context))
        // Continuing towards a combined interval of 30 from offset 5 at 10/s:
        let spring = Spring(response: 0.5, dampingRatio: 0.825)
        for dt in [0.0, 0.1, 0.4] {
            let expected = 5 + spring.value(target: 25.0, initialVelocity: 10, time: dt)
            expectClose(Animation.spring.animate(value: 30.0, time: 0.5 + dt, context: &context)!, expected)
        }
        expectClose(Animation.spring.velocity(value: 30.0, time: 0.5, context: context)!, 10)
    }
}
