import Lunapark

/// A transition of our own: one formula of `phase.value` (-1, 0, 1) twirls the view in and out.
struct TwirlTransition: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .rotationEffect(.degrees(180 * phase.value))
            .scaleEffect(1 - abs(phase.value) * 0.8)
            .blur(radius: 8 * abs(phase.value))
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

struct TwirlExample: View {
    @State private var ticket = 0

    private let rides = ["🎡", "🎢", "🎠", "🎪", "🎯"]

    var body: some View {
        VStack(spacing: 20) {
            ZStack {
                RoundedRectangle(cornerRadius: 18)
                    .fill(Color.teal)
                    .overlay { Text(rides[ticket % rides.count]).font(.system(size: 72)) }
                    .frame(width: 180, height: 180)
                    .id(ticket)
                    .transition(TwirlTransition().animation(.spring(duration: 0.9, bounce: 0.25)))
            }
            .frame(width: 300, height: 260)
            Button("next ride") { withAnimation { ticket += 1 } }
                .buttonStyle(.borderedProminent)
        }
    }
}
