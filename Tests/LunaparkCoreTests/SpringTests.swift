import Foundation
import Testing
@testable import LunaparkCore

/// Textbook solutions of m·x'' + c·x' + k·x = 0 for x(0) = x₀, x'(0) = v₀,
/// written in the classical forms (not the sinc/sinh forms of the code).
private func oscillator(omega0 w0: Double, zeta: Double, x0: Double, v0: Double, t: Double) -> (x: Double, v: Double) {
    if zeta < 1 {
        // x = e^(-ζω₀t)(A cos ω_d t + B sin ω_d t), A = x₀, B = (v₀ + ζω₀x₀)/ω_d.
        let a = zeta * w0, wd = w0 * (1 - zeta * zeta).squareRoot()
        let A = x0, B = (v0 + a * x0) / wd
        let e = exp(-a * t)
        let x = e * (A * cos(wd * t) + B * sin(wd * t))
        let v = e * ((B * wd - a * A) * cos(wd * t) - (A * wd + a * B) * sin(wd * t))
        return (x, v)
    } else if zeta == 1 {
        // x = (x₀ + (v₀ + ω₀x₀)t)e^(-ω₀t).
        let B = v0 + w0 * x0
        let e = exp(-w0 * t)
        return ((x0 + B * t) * e, (B - w0 * (x0 + B * t)) * e)
    } else {
        // x = c₁e^(r₁t) + c₂e^(r₂t), r = -ω₀(ζ ∓ √(ζ²-1)), c₁ = (v₀ - r₂x₀)/(r₁ - r₂), c₂ = x₀ - c₁.
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
        let c1 = (v0 - r2 * x0) / (r1 - r2), c2 = x0 - c1
        return (c1 * exp(r1 * t) + c2 * exp(r2 * t), c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t))
    }
}

@Suite struct SpringTests {
    @Test func appleDocumentedConversions() {
        // Spring page: Spring(duration: 0.5, bounce: 0.3) -> (1.0, 157.9, 17.6).
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        expectClose(spring.stiffness, pow(2 * .pi / 0.5, 2))          // (2π/duration)²
        expectClose(spring.damping, 4 * .pi * (1 - 0.3) / 0.5)          // 4π(1-bounce)/duration
        #expect(abs(spring.stiffness - 157.9) < 0.05)
        #expect(abs(spring.damping - 17.6) < 0.05)
        // Spring(mass: 1, stiffness: 100, damping: 10) -> (0.63, 0.5).
        let spring2 = Spring(mass: 1, stiffness: 100, damping: 10)
        expectClose(spring2.duration, 2 * .pi / 10)                    // 2π√(m/k)
        expectClose(spring2.bounce, 0.5)                               // 1 - c/(2√(km))
        #expect(abs(spring2.duration - 0.63) < 0.005)
    }

    @Test func parametrisationsRoundTrip() {
        // Negative bounce: damping = 4π/(duration·(1 + bounce)), ζ = 1/(1 + bounce).
        let over = Spring(duration: 1, bounce: -0.5)
        expectClose(over.damping, 4 * .pi / (1 * 0.5))
        expectClose(over.dampingRatio, 2)
        expectClose(over.bounce, -0.5)

        let rd = Spring(response: 0.4, dampingRatio: 0.6)
        expectClose(rd.response, 0.4)
        expectClose(rd.duration, 0.4)
        expectClose(rd.stiffness, pow(2 * .pi / 0.4, 2))
        expectClose(rd.damping, 2 * 0.6 * (2 * .pi / 0.4))           // 2ζ√(km)
        expectClose(rd.bounce, 0.4)

        let heavy = Spring(mass: 2, stiffness: 50, damping: 4)
        expectClose(heavy.mass, 2)
        expectClose(heavy.stiffness, 50)
        expectClose(heavy.damping, 4)
        expectClose(heavy.duration, 2 * .pi * (2.0 / 50).squareRoot())
        expectClose(heavy.dampingRatio, 4 / (2 * (50.0 * 2).squareRoot()))

        // Over-damping is reduced to critical unless allowed.
        expectClose(Spring(stiffness: 100, damping: 40).dampingRatio, 1)
        expectClose(Spring(stiffness: 100, damping: 40).damping, 20)
        expectClose(Spring(stiffness: 100, damping: 40, allowOverDamping: true).dampingRatio, 2)
    }

    @Test func presets() {
        #expect(Spring.smooth == Spring(duration: 0.5, bounce: 0))
        #expect(Spring.snappy == Spring(duration: 0.5, bounce: 0.15))
        #expect(Spring.bouncy == Spring(duration: 0.5, bounce: 0.3))
        let tuned = Spring.bouncy(duration: 1, extraBounce: 0.1)
        expectClose(tuned.duration, 1)
        expectClose(tuned.bounce, 0.4)
        expectClose(Spring.snappy(extraBounce: -0.15).bounce, 0)
        expectClose(Spring.smooth(duration: 2).duration, 2)
    }

    @Test func closedFormForEveryDampingKind() {
        let springs: [(Spring, Double, Double)] = [   // spring, ω₀, ζ
            (Spring(duration: 0.5, bounce: 0.3), 4 * .pi, 0.7),
            (Spring(duration: 0.8, bounce: 0), 2 * .pi / 0.8, 1),
            (Spring(duration: 0.6, bounce: -0.4), 2 * .pi / 0.6, 1 / 0.6),
            (Spring(response: 1, dampingRatio: 0), 2 * .pi, 0),
            (Spring(response: 0.3, dampingRatio: 0.999999), 2 * .pi / 0.3, 0.999999),
            (Spring(response: 0.3, dampingRatio: 1.000001), 2 * .pi / 0.3, 1.000001),
        ]
        for (spring, w0, zeta) in springs {
            for (target, v0) in [(1.0, 0.0), (-40.0, 0.0), (25.0, 300.0), (0.0, -5.0)] {
                for k in 0...30 {
                    let t = Double(k) * 0.05
                    // Moving from 0 to `target`: displacement x = value - target, x₀ = -target.
                    let exact = oscillator(omega0: w0, zeta: zeta, x0: -target, v0: v0, t: t)
                    let scale = max(abs(target), abs(v0) / w0, 1)
                    let value = spring.value(target: target, initialVelocity: v0, time: t)
                    let velocity = spring.velocity(target: target, initialVelocity: v0, time: t)
                    #expect(abs(value - (target + exact.x)) <= 1e-9 * scale, "\(spring) value t=\(t)")
                    #expect(abs(velocity - exact.v) <= 1e-9 * scale * w0, "\(spring) velocity t=\(t)")
                }
            }
        }
    }

    @Test func criticallyDampedUnitStep() {
        // x(t) = 1 - (1 + ω₀t)e^(-ω₀t), x'(t) = ω₀²t·e^(-ω₀t), with ω₀ = 2π/0.5.
        let spring = Spring(duration: 0.5, bounce: 0)
        let w0 = 4 * Double.pi
        for t in [0.0, 0.05, 0.1, 0.25, 0.5, 1] {
            expectClose(spring.value(target: 1.0, time: t), 1 - (1 + w0 * t) * exp(-w0 * t))
            expectClose(spring.velocity(target: 1.0, time: t), w0 * w0 * t * exp(-w0 * t))
        }
    }

    @Test func vectorsMoveComponentwise() {
        let spring = Spring.bouncy
        let target = AnimatablePair(100.0, AnimatablePair(CGFloat(-20), CGFloat(3)))
        let velocity = AnimatablePair(10.0, AnimatablePair(CGFloat(0), CGFloat(-7)))
        for t in [0.0, 0.1, 0.37, 1.2] {
            let v = spring.value(target: target, initialVelocity: velocity, time: t)
            expectClose(v.first, spring.value(target: 100.0, initialVelocity: 10, time: t))
            expectClose(Double(v.second.first), spring.value(target: -20.0, time: t))
            expectClose(Double(v.second.second), spring.value(target: 3.0, initialVelocity: -7, time: t))
        }
    }

    @Test func valueDoesNotDependOnTheFrameRate() {
        // update(value:velocity:target:deltaTime:) in 60 Hz, 144 Hz and uneven
        // steps lands where one step of the whole time does.
        let spring = Spring(duration: 0.4, bounce: 0.25)
        func run(_ steps: [Double]) -> (Double, Double) {
            var value = 10.0, velocity = 0.0
            for dt in steps { spring.update(value: &value, velocity: &velocity, target: 110, deltaTime: dt) }
            return (value, velocity)
        }
        let whole = run([0.75])
        let at60 = run(Array(repeating: 0.75 / 45, count: 45))
        let at144 = run(Array(repeating: 0.75 / 108, count: 108))
        let uneven = run([0.1, 0.013, 0.3, 0.2, 0.137])
        for other in [at60, at144, uneven] {
            expectClose(other.0, whole.0, 1e-9)
            expectClose(other.1, whole.1, 1e-9)
        }
        expectClose(whole.0, 110 + oscillator(omega0: 2 * .pi / 0.4, zeta: 0.75, x0: -100, v0: 0, t: 0.75).x)
    }

    @Test func forceIsHookePlusFriction() {
        let spring = Spring(mass: 2, stiffness: 50, damping: 4)
        // F = k·(target - position) - c·velocity = 50·(10 - 4) - 4·3 = 288.
        expectClose(spring.force(target: 10.0, position: 4, velocity: 3), 288)
    }

    @Test func settlingDurationOfCriticalSpring() {
        // (1 + ω₀t)e^(-ω₀t) = ε solved by Newton's method, ω₀ = 4π, ε = 0.001.
        let w0 = 4 * Double.pi
        var u = 9.0   // u = ω₀t
        for _ in 0..<50 { u -= ((1 + u) * exp(-u) - 0.001) / (-u * exp(-u)) }
        expectClose(Spring(duration: 0.5, bounce: 0).settlingDuration, u / w0, 1e-7)
    }

    @Test func settlingDurationOfBouncySpringIsTheLastCrossing() {
        let spring = Spring(duration: 0.5, bounce: 0.4)
        let epsilon = 0.01
        let settle = spring.settlingDuration(target: 2.0, initialVelocity: 5.0, epsilon: epsilon)
        func distance(_ t: Double) -> Double { abs(spring.value(target: 2.0, initialVelocity: 5.0, time: t) - 2) }
        // From then on, within epsilon...
        for k in 0...2000 { #expect(distance(settle + Double(k) * 0.001) <= epsilon * (1 + 1e-9)) }
        // ...and just before, not.
        let before = (1...50).map { distance(settle - Double($0) * 0.0005) }
        #expect(before.contains { $0 > epsilon })
        expectClose(distance(settle), epsilon, 1e-6)
    }

    @Test func settlingDurationEdgeCases() {
        #expect(Spring(response: 1, dampingRatio: 0).settlingDuration == .infinity)
        #expect(Spring.bouncy.settlingDuration(target: 0.0, initialVelocity: 0.0, epsilon: 0.001) == 0)
        #expect(Spring(duration: 0).settlingDuration == 0)
        // A zero-duration spring arrives at once.
        #expect(Spring(duration: 0).value(target: 5.0, time: 0) == 5)
    }

    @Test func settlingDurationInitializerInvertsTheProperty() {
        for zeta in [0.3, 0.7, 1, 1.8] {
            let spring = Spring(settlingDuration: 1.2, dampingRatio: zeta)
            expectClose(spring.dampingRatio, zeta)
            expectClose(spring.settlingDuration, 1.2, 1e-6)
        }
    }
}
