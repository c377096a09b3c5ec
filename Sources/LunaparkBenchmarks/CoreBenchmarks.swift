import Foundation
import Lunapark

/// Core benchmarks: nanoseconds per sample for a million evaluations of each
/// timing curve and each kind of closed-form spring, on `Double` and on a 2-D
/// vector (`AnimatablePair<Double, Double>`), plus the `Animation` and
/// `AnimatedValue` layers on top. Each figure is the median of 7 runs.
/// Target: at most 50 ns per Double sample for curves and springs.
@MainActor
func runCoreBenchmarks() {
    let samples = 1_000_000
    let runs = 7

    func measure(_ name: String, target: Double? = nil, _ body: () -> Void) {
        let median = Summary(timeRuns(runs, body)).median / Double(samples)
        let note = target.map { median <= $0 ? "target <= \(Int($0)) ns: met" : "target <= \(Int($0)) ns: MISSED" } ?? ""
        report(name, median, "ns/sample", note)
    }

    let curves: [(String, UnitCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
        ("circularEaseInOut", .circularEaseInOut),
        ("bezier overshoot", .bezier(startControlPoint: UnitPoint(x: 0.3, y: -0.6), endControlPoint: UnitPoint(x: 0.7, y: 1.6))),
    ]
    for (name, curve) in curves {
        measure("curve \(name) value(at:) Double", target: 50) {
            var sum = 0.0
            for i in 0..<samples { sum += curve.value(at: Double(i) * (1.0 / Double(samples))) }
            blackHole(sum)
        }
        measure("curve \(name) value(at:) 2-D", target: nil) {
            var sum = AnimatablePair(0.0, 0.0)
            let interval = AnimatablePair(120.0, -40.0)
            for i in 0..<samples { sum += interval.scaled(by: curve.value(at: Double(i) * (1.0 / Double(samples)))) }
            blackHole(sum)
        }
    }

    let springs: [(String, Spring)] = [
        ("under-damped (bouncy)", .bouncy), ("critical (smooth)", .smooth),
        ("over-damped (bounce -0.5)", Spring(duration: 0.5, bounce: -0.5)),
    ]
    for (name, spring) in springs {
        measure("spring \(name) value Double", target: 50) {
            var sum = 0.0
            for i in 0..<samples { sum += spring.value(target: 100.0, initialVelocity: 0, time: Double(i) * (1.0 / Double(samples))) }
            blackHole(sum)
        }
        measure("spring \(name) value 2-D", target: nil) {
            var sum = AnimatablePair(0.0, 0.0)
            let target = AnimatablePair(120.0, -40.0), velocity = AnimatablePair(10.0, 0.0)
            for i in 0..<samples {
                sum += spring.value(target: target, initialVelocity: velocity, time: Double(i) * (1.0 / Double(samples)))
            }
            blackHole(sum)
        }
        measure("spring \(name) velocity Double", target: 50) {
            var sum = 0.0
            for i in 0..<samples { sum += spring.velocity(target: 100.0, initialVelocity: 0, time: Double(i) * (1.0 / Double(samples))) }
            blackHole(sum)
        }
    }

    // The type-erased layers: Animation.animate and the per-property engine.
    let animations: [(String, Animation)] = [("easeInOut", .easeInOut(duration: 1)), ("spring", .spring(duration: 1, bounce: 0.2))]
    for (name, animation) in animations {
        measure("Animation.\(name) animate Double", target: nil) {
            var context = AnimationContext<Double>()
            var sum = 0.0
            for i in 0..<samples { sum += animation.animate(value: 100, time: Double(i) * (0.9 / Double(samples)), context: &context) ?? 0 }
            blackHole(sum)
        }
    }
    measure("AnimatedValue<Double> value(at:) one easeInOut run", target: nil) {
        var property = AnimatedValue(0.0)
        property.setTarget(100, transaction: Transaction(animation: .easeInOut(duration: 2)), at: 0)
        var sum = 0.0
        for i in 0..<samples { sum += property.value(at: Double(i) * (1.0 / Double(samples))) }
        blackHole(sum)
    }
}
