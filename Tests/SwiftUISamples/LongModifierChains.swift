import Lunapark

// Long modifier chains as animation samples write them: phase animators whose content closure
// chains five modifiers on ternaries, a spinner whose dots compute colour, size, offset and
// rotation from their index in mixed Double and CGFloat arithmetic, and a spring button with
// a gradient capsule. Expressions like these are where Swift's type checker slows down when a
// library offers many overloads of one modifier; `TypeCheckTimeTests` type-checks this file
// on its own and fails when one expression takes over a second.

/// The phases of a bounce: lift, squash, settle.
enum ChainBouncePhase: CaseIterable {
    case initial, lift, squash, settle

    var yOffset: CGFloat {
        switch self {
        case .initial: 0
        case .lift: -40
        case .squash: 8
        case .settle: 0
        }
    }

    var scale: CGFloat {
        switch self {
        case .initial: 1
        case .lift: 1.1
        case .squash: 0.9
        case .settle: 1
        }
    }
}

/// A heart that beats on its own and a title that bounces on each tap of "Go".
struct LongModifierChains: View {
    @State private var count = 0
    @State private var on = false
    let dots = 8
    let size: CGFloat = 100

    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: "heart.fill")
                .font(.system(size: 60))
                .foregroundStyle(.red)
                .phaseAnimator([false, true]) { content, phase in
                    content
                        .scaleEffect(phase ? 1.2 : 1)
                        .opacity(phase ? 0.8 : 1)
                        .rotationEffect(.degrees(phase ? 10 : 0))
                        .offset(y: phase ? -10 : 0)
                        .blur(radius: phase ? 1 : 0)
                } animation: { phase in
                    phase ? .spring(response: 0.3, dampingFraction: 0.5) : .easeInOut(duration: 0.6)
                }
            Text("Bounce")
                .font(.largeTitle.bold())
                .padding()
                .background(RoundedRectangle(cornerRadius: 12).fill(Color.blue.opacity(0.2)))
                .phaseAnimator(ChainBouncePhase.allCases, trigger: count) { content, phase in
                    content
                        .scaleEffect(phase.scale)
                        .offset(y: phase.yOffset)
                        .shadow(color: .black.opacity(phase == .lift ? 0.3 : 0.1), radius: phase == .lift ? 10 : 2,
                                x: 0, y: phase == .lift ? 8 : 1)
                } animation: { phase in
                    switch phase {
                    case .initial: .smooth
                    case .lift: .easeOut(duration: 0.25)
                    case .squash: .spring(duration: 0.2, bounce: 0.6)
                    case .settle: .bouncy
                    }
                }
            ZStack {
                ForEach(0..<dots, id: \.self) { index in
                    Circle()
                        .fill(Color(red: 0.2 + Double(index) * 0.1, green: 0.4, blue: 1.0 - Double(index) * 0.08))
                        .frame(width: size / 8 + CGFloat(index) * 2, height: size / 8 + CGFloat(index) * 2)
                        .offset(x: cos(Double(index) / Double(dots) * 2 * .pi) * size / 2,
                                y: sin(Double(index) / Double(dots) * 2 * .pi) * size / 2)
                        .scaleEffect(on ? 1.0 - CGFloat(index) / CGFloat(dots) * 0.5 : 0.5 + CGFloat(index) * 0.05)
                        .opacity(on ? 1 - Double(index) / Double(dots) * 0.7 : 0.3)
                        .rotationEffect(.degrees(on ? 360 : 0) + .degrees(Double(index) * 360 / Double(dots)))
                        .animation(.easeInOut(duration: 1).repeatForever(autoreverses: true).delay(Double(index) * 0.1),
                                   value: on)
                }
            }
            .frame(width: size * 2, height: size * 2)
            Button("Go") {
                count += 1
                withAnimation(.easeInOut(duration: 0.8)) { on.toggle() }
            }
            .padding(.horizontal, 24).padding(.vertical, 12)
            .background(Capsule().fill(LinearGradient(colors: [.purple, .blue], startPoint: .leading, endPoint: .trailing)))
            .foregroundColor(.white)
            .scaleEffect(on ? 0.95 : 1)
            .animation(.spring(response: 0.5, dampingFraction: 0.6, blendDuration: 0), value: on)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(.systemBackground))
    }
}
