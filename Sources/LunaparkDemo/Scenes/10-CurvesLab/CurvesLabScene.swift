import Lunapark

// Key 0, the curves lab: the timing curves and springs of Lunapark's
// animation core side by side. Each plot comes from the evaluation the
// engine performs while animating (UnitCurve.value(at:), Spring.value, or
// Animation.animate with one context and increasing times); the dot and
// the ball are moved by the real animation, so they must follow the plot.

/// Key 0: every curve and spring of the core, plotted over time, with balls that run them.
struct CurvesLabScene: ParkSceneView {
    static let info = SceneInfo(key: "0", title: "Curves lab", shortTitle: "Curves", sources: [.animationCore])

    /// The two families of the lab.
    enum Family: String, CaseIterable {
        case timingCurves = "timing curves (UnitCurve)"
        case springs = "springs"
    }

    @State private var family: Family = .timingCurves
    @State private var duration = 1.0
    @State private var response = 0.5
    @State private var dampingFraction = 0.5
    @State private var bounce = 0.3
    @State private var run = 0

    /// Seconds a springs plot spans: long enough for the slowest spring the sliders allow to settle mostly.
    private static let springWindow = 2.0

    var body: some View {
        let window = family == .timingCurves ? duration : Self.springWindow
        let range: ClosedRange<Double> = family == .timingCurves ? -0.3...1.3 : -0.3...1.9
        let specimens = family == .timingCurves ? timingCurves(window: window) : springs(window: window)
        VStack(alignment: .leading, spacing: 10) {
            SceneHeader(info: Self.info, lesson: "Timing curves map time to progress in a fixed duration; springs have a response and a damping instead. Each plot is the core's own evaluation; the red dot (height: the animation, across: linear time) and the orange ball are moved by the real animation.")
            Picker("Family", selection: $family) {
                ForEach(Family.allCases, id: \.self) { family in
                    Text(family.rawValue).tag(family)
                }
            }
            .pickerStyle(.segmented)
            HStack(alignment: .center, spacing: 18) {
                VStack(spacing: 4) {
                    HStack(spacing: 18) {
                        LabSlider(label: "duration", value: $duration, range: 0.2...2, unit: "s")
                        LabSlider(label: "response", value: $response, range: 0.1...1.5, unit: "s")
                    }
                    HStack(spacing: 18) {
                        LabSlider(label: "damping", value: $dampingFraction, range: 0.05...1.5, unit: "")
                        LabSlider(label: "bounce", value: $bounce, range: -0.5...0.9, unit: "")
                    }
                }
                Button("run") { run += 1 }
                    .buttonStyle(.borderedProminent)
            }
            Text(family == .timingCurves
                 ? String(format: "x axis: 0 to %.2f s (the duration); y: 0 and 1 marked", duration)
                 : String(format: "x axis: 0 to %.0f s; y: 0 and 1 marked. Springs use response and damping, or duration and bounce.", Self.springWindow))
                .font(.caption)
                .foregroundStyle(Color(white: 0.4))
            VStack(spacing: 8) {
                ForEach(0..<2, id: \.self) { row in
                    HStack(spacing: 8) {
                        ForEach(0..<4, id: \.self) { column in
                            CurvePlotCard(specimen: specimens[row * 4 + column], window: window, range: range, run: run)
                        }
                    }
                }
            }
        }
    }

    private func timingCurves(window: Double) -> [CurveSpecimen] {
        [
            .curve(".linear", .linear, duration: duration, window: window),
            .curve(".easeIn", .easeIn, duration: duration, window: window),
            .curve(".easeOut", .easeOut, duration: duration, window: window),
            .curve(".easeInOut", .easeInOut, duration: duration, window: window),
            .curve(".circularEaseIn", .circularEaseIn, duration: duration, window: window),
            .curve(".circularEaseOut", .circularEaseOut, duration: duration, window: window),
            .curve(".circularEaseInOut", .circularEaseInOut, duration: duration, window: window),
            .curve(".bezier((0.68, -0.55), (0.27, 1.55))",
                   .bezier(startControlPoint: UnitPoint(x: 0.68, y: -0.55), endControlPoint: UnitPoint(x: 0.27, y: 1.55)),
                   duration: duration, window: window),
        ]
    }

    private func springs(window: Double) -> [CurveSpecimen] {
        let r = String(format: "%.2f", response), z = String(format: "%.2f", dampingFraction)
        let d = String(format: "%.2f", duration), b = String(format: "%.2f", bounce)
        return [
            .animation(".spring(response: \(r), dampingFraction: \(z))",
                       .spring(response: response, dampingFraction: dampingFraction), window: window),
            .animation(".spring(duration: \(d), bounce: \(b))", .spring(duration: duration, bounce: bounce), window: window),
            .animation(".interpolatingSpring(duration: \(d), bounce: \(b))",
                       .interpolatingSpring(duration: duration, bounce: bounce), window: window),
            .animation(".interpolatingSpring(stiffness: 170, damping: 15)",
                       .interpolatingSpring(stiffness: 170, damping: 15), window: window),
            .spring("Spring.smooth(duration: \(d))", .smooth(duration: duration), window: window),
            .spring("Spring.snappy(duration: \(d))", .snappy(duration: duration), window: window),
            .spring("Spring.bouncy(duration: \(d))", .bouncy(duration: duration), window: window),
            .animation(".default", .default, window: window),
        ]
    }
}

/// A compact labelled slider with its value.
struct LabSlider: View {
    let label: String
    @Binding var value: Double
    let range: ClosedRange<Double>
    let unit: String

    var body: some View {
        HStack(spacing: 8) {
            Text(label).font(.callout).frame(width: 80, alignment: .leading)
            Slider(value: $value, in: range)
            Text(String(format: "%.2f", value) + (unit.isEmpty ? "" : " \(unit)"))
                .font(.callout.monospacedDigit())
                .frame(width: 58, alignment: .trailing)
        }
    }
}
