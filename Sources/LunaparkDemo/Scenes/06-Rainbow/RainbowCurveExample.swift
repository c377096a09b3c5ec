import Lunapark

// A timing curve of our own: a CustomAnimation that hops through the seven
// colours, next to a UnitCurve.bezier that backs up and overshoots.

/// Seven eased hops, one per colour of the rainbow, `hopDuration` seconds each.
struct RainbowSteps: CustomAnimation {
    var hops = 7
    var hopDuration: TimeInterval = 0.3

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let total = Double(hops) * hopDuration
        guard time < total else { return nil }
        let hop = (time / hopDuration).rounded(.down)
        let within = (time - hop * hopDuration) / hopDuration
        let eased = UnitCurve.easeInOut.value(at: within)
        return value.scaled(by: (hop + eased) / Double(hops))
    }
}

extension Animation {
    /// Seven eased hops through the rainbow in 2.1 s.
    static var rainbowSteps: Animation { Animation(RainbowSteps()) }
    /// Backs up first and overshoots at the end (control points outside 0...1).
    static var backAndOvershoot: Animation {
        .timingCurve(.bezier(startControlPoint: UnitPoint(x: 0.7, y: -0.4), endControlPoint: UnitPoint(x: 0.3, y: 1.4)),
                     duration: 2.1)
    }
}

/// Reports the position it is given, so the running animation's progress can be shown.
struct ReportedPosition: ViewModifier, Animatable {
    var position: Double
    let moment: AnimationMoment
    let width: CGFloat

    var animatableData: Double {
        get { position }
        set {
            position = newValue
            moment.report(newValue)
        }
    }

    func body(content: Content) -> some View {
        content.offset(x: CGFloat(position) * width)
    }
}

struct RainbowCurveExample: View {
    static let trackWidth: CGFloat = 560
    static let ball: CGFloat = 36
    @State private var position = 0.0
    @State private var stepsMoment = AnimationMoment()
    @State private var bezierMoment = AnimationMoment()

    var body: some View {
        VStack(alignment: .leading, spacing: 22) {
            track("Animation(RainbowSteps())", moment: stepsMoment, animation: .rainbowSteps)
            track("UnitCurve.bezier((0.7, -0.4), (0.3, 1.4))", moment: bezierMoment, animation: .backAndOvershoot)
            Button(position == 0 ? "run to the end" : "run back") {
                position = position == 0 ? 1 : 0
            }
            .buttonStyle(.borderedProminent)
        }
        .onAppear { position = 1 }
    }

    private func track(_ title: String, moment: AnimationMoment, animation: Animation) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text(title).font(.caption.monospaced())
                Spacer()
                Text(String(format: "current moment %.3f", moment.value)).font(.caption.monospacedDigit())
            }
            .frame(width: Self.trackWidth + Self.ball)
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(LinearGradient(colors: Rainbow.colors, startPoint: .leading, endPoint: .trailing))
                    .frame(width: Self.trackWidth + Self.ball, height: 12)
                    .opacity(0.6)
                Circle()
                    .fill(Color.white)
                    .overlay(Circle().stroke(Color(white: 0.2), lineWidth: 3))
                    .frame(width: Self.ball, height: Self.ball)
                    .modifier(ReportedPosition(position: position, moment: moment, width: Self.trackWidth))
                    .animation(animation, value: position)
            }
            .frame(height: Self.ball + 20)
        }
    }
}
