import Lunapark

// Apple's sample code "Controlling the timing and movements of your animations": the bounce
// as two phases, started on appearance or by a tap, then three phases with an animation each.

/// The sample's emoji: a large character on a disc.
struct EmojiView: View {
    var emoji: String

    var body: some View {
        Text(emoji)
            .font(.system(size: 44))
            .frame(width: 72, height: 72)
            .background(Color(white: 0.92), in: Circle())
    }
}

/// The sample's bounce, continuous: false (at rest), true (up 40 points), back, forever.
struct TwoPhaseAnimationView: View {
    var emoji: String

    var body: some View {
        EmojiView(emoji: emoji)
            .phaseAnimator([false, true]) { content, phase in
                content.offset(y: phase ? -40.0 : 0.0)
            }
    }
}

/// The sample's bounce on a tap: the trigger is the like count; up with `.bouncy`, down with `.default`.
struct TwoPhaseTapAnimationView: View {
    var emoji: String
    @State private var likeCount = 1

    var body: some View {
        EmojiView(emoji: emoji)
            .phaseAnimator([false, true], trigger: likeCount) { content, phase in
                content.offset(y: phase ? -40.0 : 0.0)
            } animation: { phase in
                phase ? .bouncy : .default
            }
            .onTapGesture {
                likeCount += 1
            }
            // The park plays it once when the scene opens, as a first tap would.
            .onAppear { likeCount += 1 }
    }
}

/// The sample's three phases: rest, move up, grow; each with its own animation.
enum AnimationPhase: CaseIterable {
    case initial
    case move
    case scale

    var verticalOffset: Double {
        switch self {
        case .initial: 0
        case .move, .scale: -64
        }
    }

    var scaleEffect: Double {
        switch self {
        case .initial: 1
        case .move, .scale: 1.5
        }
    }
}

/// The sample's three-phase bounce on a tap.
struct ThreePhaseAnimationView: View {
    var emoji: String
    @State private var likeCount = 1

    var body: some View {
        EmojiView(emoji: emoji)
            .phaseAnimator(AnimationPhase.allCases, trigger: likeCount) { content, phase in
                content
                    .scaleEffect(phase.scaleEffect)
                    .offset(y: phase.verticalOffset)
            } animation: { phase in
                switch phase {
                case .initial: .smooth
                case .move: .easeInOut(duration: 0.3)
                case .scale: .spring(duration: 0.3, bounce: 0.7)
                }
            }
            .onTapGesture {
                likeCount += 1
            }
            .onAppear { likeCount += 1 }
    }
}

/// Apple's three views side by side, each on a white card with what it does.
struct ApplePhaseExamples: View {
    var body: some View {
        HStack(alignment: .top, spacing: 24) {
            card("phaseAnimator([false, true])", "continuous: up, down, forever (default animation)") {
                TwoPhaseAnimationView(emoji: "❤️")
            }
            card("… trigger: likeCount", "tap: up with .bouncy, down with .default, then still") {
                TwoPhaseTapAnimationView(emoji: "👍")
            }
            card("AnimationPhase.allCases", "tap: .initial → .move (easeInOut 0.3) → .scale (spring, bounce 0.7) → .initial (.smooth)") {
                ThreePhaseAnimationView(emoji: "🎉")
            }
        }
    }

    private func card(_ title: String, _ caption: String, @ViewBuilder _ content: () -> some View) -> some View {
        VStack(spacing: 10) {
            content()
                .frame(width: 240, height: 200, alignment: .bottom)
                .padding(.bottom, 20)
                .background(Color.white, in: RoundedRectangle(cornerRadius: 16))
            Text(title).font(.callout.monospaced().bold())
            Text(caption)
                .font(.caption)
                .foregroundStyle(Color(white: 0.35))
                .frame(width: 240)
        }
    }
}
