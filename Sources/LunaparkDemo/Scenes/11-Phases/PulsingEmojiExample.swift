import Lunapark

// Our own: a pulsing emoji in three steps, each phase with the scale, glow and animation it
// is reached with. The phase's name is drawn inside the content, so the step on screen is
// the one the animator is in.

/// The three steps of the pulse.
enum PulsePhase: String, CaseIterable {
    case rest, swell, beat

    var scale: Double {
        switch self {
        case .rest: 1
        case .swell: 1.35
        case .beat: 1.8
        }
    }

    /// The glow's opacity around the emoji.
    var glow: Double {
        switch self {
        case .rest: 0
        case .swell: 0.25
        case .beat: 0.6
        }
    }

    /// The animation that reaches this phase.
    var animation: Animation {
        switch self {
        case .rest: .easeOut(duration: 0.6)
        case .swell: .easeIn(duration: 0.35)
        case .beat: .spring(duration: 0.25, bounce: 0.6)
        }
    }

    /// The animation as the table shows it.
    var animationName: String {
        switch self {
        case .rest: ".easeOut(duration: 0.6)"
        case .swell: ".easeIn(duration: 0.35)"
        case .beat: ".spring(duration: 0.25, bounce: 0.6)"
        }
    }
}

/// The pulse, forever, and the table of its phases.
struct PulsingEmojiExample: View {
    var body: some View {
        HStack(alignment: .center, spacing: 50) {
            PhaseAnimator(PulsePhase.allCases) { phase in
                VStack(spacing: 30) {
                    Text("💗")
                        .font(.system(size: 64))
                        .background(Circle().fill(Color.pink.opacity(phase.glow)).frame(width: 150, height: 150))
                        .scaleEffect(phase.scale)
                    Text("phase: \(phase.rawValue)").font(.callout.monospaced().bold())
                }
            } animation: { phase in
                phase.animation
            }
            .frame(width: 300, height: 320)
            .background(Color.white, in: RoundedRectangle(cornerRadius: 16))
            VStack(alignment: .leading, spacing: 10) {
                Text("the phases, in order").font(.headline)
                ForEach(0..<PulsePhase.allCases.count, id: \.self) { index in
                    let phase = PulsePhase.allCases[index]
                    HStack(spacing: 12) {
                        Text(phase.rawValue).font(.callout.monospaced().bold()).frame(width: 60, alignment: .leading)
                        Text(String(format: "scale %.2f, glow %.2f", phase.scale, phase.glow)).font(.callout.monospacedDigit())
                            .frame(width: 200, alignment: .leading)
                        Text("reached with \(phase.animationName)").font(.caption).foregroundStyle(Color(white: 0.35))
                    }
                }
                Text("Each step begins when the previous animation is logically complete: the easeOut after 0.6 s, the easeIn after 0.35 s, the spring after its 0.25 s duration, while it still wobbles (it settles later). One cycle: 1.2 s.")
                    .font(.caption)
                    .foregroundStyle(Color(white: 0.4))
                    .frame(width: 380, alignment: .leading)
            }
        }
    }
}
