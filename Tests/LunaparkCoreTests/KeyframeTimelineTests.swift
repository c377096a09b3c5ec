import Foundation
import Testing
@testable import LunaparkCore

/// Two properties, as in Apple's `KeyframeTimeline` example.
private struct Pose {
    var scale = 1.0
    var rotation = Angle.zero
}

/// The slope of `f` just before and just after `time` (one-sided finite differences, step h).
private func slopes(_ f: (Double) -> Double, at time: Double, h: Double = 1e-6) -> (left: Double, right: Double) {
    ((f(time) - f(time - h)) / h, (f(time + h) - f(time)) / h)
}

@MainActor
@Suite("KeyframeTimeline: Apple's curve shapes, evaluated at any time")
struct KeyframeTimelineTests {
    @Test func linearKeyframesAreExactAtAndBetweenKeyframes() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            LinearKeyframe(-10.0, duration: 0.5)
        }
        #expect(timeline.duration == 1.5)
        // Segment 1: 0 -> 10 over 1 s, so 10·t; segment 2: 10 -> -10 over 0.5 s, so 10 - 40·(t - 1).
        expectClose(timeline.value(time: 0), 0)
        expectClose(timeline.value(time: 0.25), 2.5)
        expectClose(timeline.value(time: 1), 10)
        expectClose(timeline.value(time: 1.25), 0)
        expectClose(timeline.value(time: 1.5), -10)
        // Outside the timeline: the initial value before, the last keyframe after.
        expectClose(timeline.value(time: -1), 0)
        expectClose(timeline.value(time: 7), -10)
        // Progress is a fraction of the 1.5 s: 0.5 is t = 0.75, so 7.5.
        expectClose(timeline.value(progress: 0.5), 7.5)
        expectClose(timeline.value(progress: 2), -10)
    }

    @Test func aTimingCurveEasesALinearSegment() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(100.0, duration: 2, timingCurve: .easeIn)
        }
        for t in stride(from: 0.0, through: 2, by: 0.25) {
            expectClose(timeline.value(time: t), 100 * UnitCurve.easeIn.value(at: t / 2))
        }
    }

    @Test func aSpringKeyframeFollowsTheSpringAndSettlesOnItsValue() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(100.0, spring: spring)
        }
        // Without a duration the segment lasts the spring's settling duration.
        expectClose(timeline.duration, spring.settlingDuration)
        // From 0 at rest the segment is the spring's own motion towards 100.
        for t in [0.05, 0.1, 0.2, 0.4] {
            expectClose(timeline.value(time: t), spring.value(target: 100.0, time: t))
        }
        // It overshoots (bounce 0.3), then is within 0.001 of the distance when it settles, and ends on 100.
        #expect((0..<100).map { timeline.value(time: Double($0) / 100 * timeline.duration) }.max()! > 100.5)
        // (The settling duration is where the distance falls to 0.001 of the travel, 0.1 here;
        // 1 µs before it the distance is larger by at most the velocity times 1 µs.)
        #expect(abs(timeline.value(time: timeline.duration - 1e-6) - 100) <= 0.1 * 1.001)
        #expect(timeline.value(time: timeline.duration) == 100)
    }

    @Test func aSpringCutShortHandsItsValueToTheNextSegment() {
        let spring = Spring(duration: 0.5, bounce: 0)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(100.0, duration: 0.1, spring: spring)
            LinearKeyframe(0.0, duration: 1)
        }
        let cut = spring.value(target: 100.0, time: 0.1)
        #expect(cut < 90)
        expectClose(timeline.value(time: 0.1), cut)
        // The linear segment starts from where the spring was cut: halfway is cut / 2.
        expectClose(timeline.value(time: 0.6), cut / 2)
    }

    @Test func aSpringKeyframeContinuesThePreviousVelocityUnlessGivenOne() {
        let spring = Spring(duration: 0.5, bounce: 0)
        let carried = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            SpringKeyframe(10.0, duration: 1, spring: spring)
        }
        // The linear segment ends at 10 moving at 10 per second; the spring towards 10 starts
        // from there with that velocity: value 10 + spring(target: 0, v0: 10, t).
        let s = slopes({ carried.value(time: $0) }, at: 1)
        expectClose(s.right, 10, 1e-3)
        expectClose(carried.value(time: 1.2), 10 + spring.value(target: 0.0, initialVelocity: 10.0, time: 0.2))
        #expect(carried.value(time: 1.2) > 10.1)   // carried past its keyframe by the velocity
        let given = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            SpringKeyframe(10.0, duration: 1, spring: spring, startVelocity: -5.0)
        }
        expectClose(slopes({ given.value(time: $0) }, at: 1).right, -5, 1e-3)
    }

    @Test func cubicKeyframesAreContinuousInVelocity() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 0.3)
            CubicKeyframe(-5.0, duration: 0.5)
            CubicKeyframe(20.0, duration: 0.4)
        }
        let f = { timeline.value(time: $0) }
        // Through every keyframe exactly.
        expectClose(f(0.3), 10)
        expectClose(f(0.8), -5)
        expectClose(f(1.2), 20)
        // At each inner keyframe the slope is the same on both sides (the second derivative is
        // bounded, so the one-sided differences differ by O(h)), and equals the Catmull-Rom
        // tangent: at 0.3, (P2 - P0)/(T2 - T0) = (-5 - 0)/(0.8 - 0) = -6.25;
        // at 0.8, (P3 - P1)/(T3 - T1) = (20 - 10)/(1.2 - 0.3) = 11.11...
        for (time, tangent) in [(0.3, -6.25), (0.8, 10 / 0.9)] {
            let s = slopes(f, at: time)
            expectClose(s.left, s.right, 1e-3)
            expectClose(s.left, tangent, 1e-3)
        }
        // It starts from rest and comes to rest.
        expectClose(slopes(f, at: 0).right, 0, 1e-3)
        expectClose(slopes(f, at: 1.2).left, 0, 1e-3)
        // The same keyframes as linear ones have a kink at 0.3: 10/0.3 before, -15/0.5 after.
        let linear = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 0.3)
            LinearKeyframe(-5.0, duration: 0.5)
        }
        let kink = slopes({ linear.value(time: $0) }, at: 0.3)
        expectClose(kink.left, 10 / 0.3, 1e-6)
        expectClose(kink.right, -30, 1e-6)
    }

    @Test func aCubicAfterALinearKeyframeContinuesItsVelocity() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            CubicKeyframe(30.0, duration: 1)
        }
        // The linear segment moves at 10 per second; the cubic starts at that velocity.
        let s = slopes({ timeline.value(time: $0) }, at: 1)
        expectClose(s.left, 10, 1e-6)
        expectClose(s.right, 10, 1e-3)
        // Given velocities are used as they are: start 0, end 0 makes a smoothstep, 0.5 at half.
        let smooth = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1.0, duration: 1, startVelocity: 0.0, endVelocity: 0.0)
        }
        expectClose(smooth.value(time: 0.5), 0.5)
        expectClose(smooth.value(time: 0.25), 3 * 0.0625 - 2 * 0.015625)
    }

    @Test func aMoveKeyframeJumpsAtOnce() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(4.0, duration: 1)
            MoveKeyframe(20.0)
            LinearKeyframe(30.0, duration: 1)
        }
        #expect(timeline.duration == 2)
        expectClose(timeline.value(time: 0.5), 2)
        expectClose(timeline.value(time: 1), 20)
        expectClose(timeline.value(time: 1.5), 25)
    }

    @Test func tracksAnimateTheirPropertiesAndTheLongestSetsTheDuration() {
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(2.0, duration: 1)
            }
            KeyframeTrack(\.rotation) {
                LinearKeyframe(Angle.degrees(90), duration: 2)
            }
        }
        #expect(timeline.duration == 2)
        let pose = timeline.value(time: 1.5)
        expectClose(pose.scale, 2)
        expectClose(pose.rotation.degrees, 67.5)
        // Two tracks on one property: the later one wins.
        let competing = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.scale) { LinearKeyframe(5.0, duration: 1) }
            KeyframeTrack(\.scale) { LinearKeyframe(3.0, duration: 1) }
        }
        expectClose(competing.value(time: 1).scale, 3)
    }

    @Test func aTrackOfTheWholeValueAndKeyframesWithoutATrack() {
        let point = KeyframeTimeline(initialValue: CGPoint.zero) {
            KeyframeTrack {
                LinearKeyframe(CGPoint(x: 10, y: 20), duration: 1)
            }
        }
        #expect(point.value(time: 0.5) == CGPoint(x: 5, y: 10))
        let bare = KeyframeTimeline(initialValue: 1.0) {
            LinearKeyframe(3.0, duration: 1)
            LinearKeyframe(1.0, duration: 1)
        }
        expectClose(bare.value(time: 1.5), 2)
    }

    @Test(arguments: [false, true])
    func builderBranchesAndLoops(leap: Bool) {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                if leap {
                    LinearKeyframe(10.0, duration: 1)
                } else {
                    MoveKeyframe(-10.0)
                }
                for step in 1...3 {
                    LinearKeyframe(Double(step), duration: 1)
                }
            }
        }
        if leap {
            // 0 -> 10 in 1 s, then 10 -> 1, 1 -> 2, 2 -> 3 a second each.
            #expect(timeline.duration == 4)
            expectClose(timeline.value(time: 1.5), 5.5)
        } else {
            // A jump to -10, then -10 -> 1 in the first second.
            #expect(timeline.duration == 3)
            expectClose(timeline.value(time: 0.5), -4.5)
        }
        expectClose(timeline.value(time: 10), 3)
    }

    @Test func aReplacingTimelineContinuesTheVelocity() {
        let first = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
        }
        let velocities = first._velocities(time: 0.5)
        expectClose(velocities[0] as! Double, 10)
        let next = KeyframeTimeline._continuing(from: first.value(time: 0.5), velocities: velocities,
                                                keyframes: KeyframeTrack { CubicKeyframe(0.0, duration: 1) })
        // The cubic starts at 5 moving at 10 per second instead of from rest.
        expectClose(slopes({ next.value(time: $0) }, at: 0).right, 10, 1e-3)
        expectClose(next.value(time: 0), 5)
    }
}
