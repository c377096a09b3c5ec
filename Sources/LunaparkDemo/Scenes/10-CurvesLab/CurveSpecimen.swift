import Lunapark

// The curves lab: every timing curve and spring of the animation core,
// each plotted from the very function the engine calls while animating,
// so the plot and the running dot must agree.

/// One animation of the lab: what it is called, how it was evaluated for the plot, and the samples.
struct CurveSpecimen: Identifiable {
    /// Which evaluation of the core drew the plot.
    enum Evaluation: String {
        case unitCurve = "plotted with UnitCurve.value(at:)"
        case animation = "plotted with Animation.animate(...)"
        case spring = "plotted with Spring.value(...)"
    }

    var id: String { title }
    let title: String
    let evaluation: Evaluation
    /// The animation the dot and the ball run with.
    let animation: Animation
    /// Values from 0 towards 1 at evenly spaced times over the plot's window, first at time 0.
    let samples: [Double]

    /// How many intervals a plot has.
    static let resolution = 120

    /// A timing curve over `duration`, plotted with `UnitCurve.value(at:)` (what `BezierAnimation` calls).
    static func curve(_ title: String, _ curve: UnitCurve, duration: Double, window: Double) -> CurveSpecimen {
        let samples = times(window).map { time in time >= duration ? 1 : curve.value(at: time / duration) }
        return CurveSpecimen(title: title, evaluation: .unitCurve,
                             animation: .timingCurve(curve, duration: duration), samples: samples)
    }

    /// Any animation, plotted by running it the way the engine does: one context, increasing times,
    /// `nil` meaning finished (at the target).
    static func animation(_ title: String, _ animation: Animation, window: Double) -> CurveSpecimen {
        var context = AnimationContext<Double>()
        var finished = false
        let samples = times(window).map { time -> Double in
            if finished { return 1 }
            guard let value = animation.animate(value: 1.0, time: time, context: &context) else {
                finished = true
                return 1
            }
            return value
        }
        return CurveSpecimen(title: title, evaluation: .animation, animation: animation, samples: samples)
    }

    /// A `Spring`, plotted with its closed-form `value(target:time:)` and run as `.spring(spring)`.
    static func spring(_ title: String, _ spring: Spring, window: Double) -> CurveSpecimen {
        let samples = times(window).map { spring.value(target: 1.0, time: $0) }
        return CurveSpecimen(title: title, evaluation: .spring, animation: .spring(spring), samples: samples)
    }

    private static func times(_ window: Double) -> [Double] {
        (0...resolution).map { window * Double($0) / Double(resolution) }
    }
}
