import Lunapark
import Observation

// The rainbow loop: started, stopped after its cycle, stopped at once, and
// what withAnimation(nil) alone does to a running loop.

/// Ends whatever animation runs on the property at once: it merges with the running
/// animation (taking it over) and reports itself finished on its first frame.
struct StopAtOnce: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        nil
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool {
        true
    }
}

/// The loop's model: the animated number and what the loop is doing.
@Observable
@MainActor
final class RainbowLoop {
    static let cycle: TimeInterval = 2
    private(set) var turns = 0.0
    private(set) var status = "stopped"

    /// Jumps to `value`, ending any running animation, then (once that is done) runs `next`.
    private func snap(to value: Double, then next: (@MainActor () -> Void)? = nil) {
        withAnimation(Animation(StopAtOnce()), completionCriteria: .removed) {
            turns = value
        } completion: {
            next?()
        }
    }

    func start() {
        status = "running: repeatForever"
        if turns == 0 {
            runLoop()
        } else {
            snap(to: 0) { [self] in runLoop() }
        }
    }

    private func runLoop() {
        withAnimation(.linear(duration: Self.cycle).repeatForever(autoreverses: false)) { turns = 1 }
    }

    /// Finishes the cycle in progress: from the moment shown now, linearly over the rest of it.
    func stop(currentMoment: Double) {
        let progress = currentMoment - currentMoment.rounded(.down)
        status = String(format: "stopping: %.2f -> 1 in %.2f s", progress, (1 - progress) * Self.cycle)
        snap(to: progress) { [self] in
            withAnimation(.linear(duration: (1 - progress) * Self.cycle)) { turns = 1 }
        }
    }

    func stopAtOnce() {
        status = "stopped at once"
        // Setting the value the model already has (0 after "nil only") is no change and makes no
        // transaction, so nothing would stop: snap to the other end of the cycle then, 1 turn,
        // which draws the same gradients as 0.
        snap(to: turns == 0 ? 1 : 0)
    }

    /// What does not stop a loop: a change without animation. The target moves, the loop runs on.
    func changeWithoutAnimation() {
        status = "withAnimation(nil) { turns = 0 }: still running"
        withAnimation(nil) { turns = 0 }
    }
}

/// Builds the three gradients from the interpolated turns, and reports them.
struct RainbowGradients: ViewModifier, Animatable {
    var turns: Double
    let moment: AnimationMoment

    var animatableData: Double {
        get { turns }
        set {
            turns = newValue
            moment.report(newValue)
        }
    }

    func body(content: Content) -> some View {
        let angle = Angle.degrees(turns * 360)
        let sweep = CGFloat(turns - turns.rounded(.down))
        // The content only reserves the space; the gradients are drawn from the interpolated turns.
        content.overlay(HStack(spacing: 24) {
            gradientCard("LinearGradient") {
                RoundedRectangle(cornerRadius: 14)
                    .fill(LinearGradient(colors: Rainbow.closed,
                                         startPoint: UnitPoint(x: sweep - 1, y: 0),
                                         endPoint: UnitPoint(x: sweep + 1, y: 0)))
            }
            gradientCard("RadialGradient") {
                Circle()
                    .fill(RadialGradient(colors: Rainbow.colors, center: .center,
                                         startRadius: 0, endRadius: 30 + 80 * abs(sin(turns * .pi))))
            }
            gradientCard("AngularGradient") {
                Circle()
                    .fill(AngularGradient(colors: Rainbow.closed, center: .center, angle: angle))
                    .overlay(Circle().fill(Color(white: 0.97)).frame(width: 60, height: 60))
            }
        })
    }

    private func gradientCard<S: View>(_ title: String, @ViewBuilder _ shape: () -> S) -> some View {
        VStack(spacing: 6) {
            shape().frame(width: 160, height: 160)
            Text(title).font(.caption.monospaced())
        }
    }
}

/// The loop example: gradients, buttons and the current moment.
struct RainbowLoopExample: View {
    @State private var loop = RainbowLoop()
    @State private var moment = AnimationMoment()

    var body: some View {
        HStack(alignment: .top, spacing: 24) {
            VStack(spacing: 14) {
                Color.clear.frame(width: 528, height: 184)
                    .modifier(RainbowGradients(turns: loop.turns, moment: moment))
                HStack(spacing: 10) {
                    Button("start") { loop.start() }.buttonStyle(.borderedProminent)
                    Button("stop after the cycle") { loop.stop(currentMoment: moment.value) }.buttonStyle(.bordered)
                    Button("stop at once") { loop.stopAtOnce() }.buttonStyle(.bordered)
                    Button("nil only") { loop.changeWithoutAnimation() }.buttonStyle(.bordered)
                }
            }
            RainbowMomentView(loop: loop, moment: moment)
        }
        .onAppear { loop.start() }
    }
}

/// The current moment of the running animation, as the modifier received it.
struct RainbowMomentView: View {
    let loop: RainbowLoop
    let moment: AnimationMoment

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("current moment").font(.caption.bold()).foregroundStyle(Color(white: 0.35))
            Text(String(format: "turns %.3f", moment.value)).font(.title3.monospacedDigit().bold())
            Text(String(format: "model value %.0f", loop.turns)).font(.callout.monospacedDigit())
            Text("\(moment.writes) values written").font(.caption.monospacedDigit())
            Text(loop.status).font(.caption).foregroundStyle(Color.indigo)
        }
        .frame(width: 190, alignment: .topLeading)
        .padding(10)
        .background(Color.white, in: RoundedRectangle(cornerRadius: 8))
    }
}
