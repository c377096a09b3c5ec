import Lunapark

/// Apple's example of the Transition protocol, with a log of the phases its body is asked for.
struct RotatingFadeTransition: Transition {
    var log: PhaseLog?

    func body(content: Content, phase: TransitionPhase) -> some View {
        log?.record(phase)
        return content
            .opacity(phase.isIdentity ? 1.0 : 0.0)
            .rotationEffect(phase.rotation)
    }
}

extension TransitionPhase {
    fileprivate var rotation: Angle {
        switch self {
        case .willAppear: return .degrees(30)
        case .identity: return .zero
        case .didDisappear: return .degrees(-30)
        }
    }
}

/// The phases a transition's body was asked for, newest last.
@MainActor @Observable
final class PhaseLog {
    private(set) var entries: [String] = []

    func record(_ phase: TransitionPhase) {
        let name = switch phase {
        case .willAppear: ".willAppear"
        case .identity: ".identity"
        case .didDisappear: ".didDisappear"
        }
        // A phase asked for twice in a row (the host rebuilding its effects) is listed once.
        guard entries.last != name else { return }
        entries.append(name)
        if entries.count > 9 { entries.removeFirst(entries.count - 9) }
    }
}

struct RotatingFadeExample: View {
    @State private var isShown = false
    @State private var log = PhaseLog()

    var body: some View {
        HStack(alignment: .top, spacing: 32) {
            VStack(spacing: 16) {
                ZStack {
                    if isShown {
                        RoundedRectangle(cornerRadius: 18)
                            .fill(Color.indigo)
                            .overlay { Text("🎠").font(.system(size: 64)) }
                            .frame(width: 200, height: 140)
                            .transition(RotatingFadeTransition(log: log))
                    }
                }
                .frame(width: 280, height: 220)
                Button(isShown ? "remove" : "insert") {
                    withAnimation(.easeInOut(duration: 0.8)) { isShown.toggle() }
                }
                .buttonStyle(.borderedProminent)
            }
            VStack(alignment: .leading, spacing: 6) {
                Text("phases seen by body(content:phase:)").font(.headline)
                ForEach(Array(log.entries.enumerated()), id: \.offset) { entry in
                    Text(entry.element).font(.callout.monospacedDigit())
                }
            }
            .frame(width: 260, alignment: .leading)
        }
        .onAppear {
            // Play the lesson once: the card turns and fades in.
            withAnimation(.easeInOut(duration: 0.8)) { isShown = true }
        }
    }
}
