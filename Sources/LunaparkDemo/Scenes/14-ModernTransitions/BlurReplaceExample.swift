import Lunapark

/// Two views swapped by `.blurReplace` (both configurations) and by `.push(from:)`.
struct BlurReplaceExample: View {
    @State private var isMorning = true

    var body: some View {
        VStack(spacing: 20) {
            HStack(spacing: 28) {
                column(".blurReplace(.downUp)", transition: .blurReplace(.downUp))
                column(".blurReplace(.upUp)", transition: .blurReplace(.upUp))
                column(".push(from: .bottom)", transition: .push(from: .bottom))
            }
            Button(isMorning ? "evening" : "morning") {
                withAnimation(.easeInOut(duration: 0.9)) { isMorning.toggle() }
            }
            .buttonStyle(.borderedProminent)
        }
    }

    private func column<T: Transition>(_ title: String, transition: T) -> some View {
        VStack(spacing: 12) {
            ZStack {
                if isMorning {
                    badge("☀️", "Gates open", .orange).transition(transition)
                } else {
                    badge("🌙", "Fireworks", .indigo).transition(transition)
                }
            }
            .frame(width: 190, height: 170)
            .clipped()
            Text(title).font(.callout.monospacedDigit())
        }
    }

    private func badge(_ emoji: String, _ title: String, _ color: Color) -> some View {
        VStack(spacing: 8) {
            Text(emoji).font(.system(size: 54))
            Text(title).font(.headline).foregroundColor(.white)
        }
        .frame(width: 170, height: 150)
        .background(RoundedRectangle(cornerRadius: 16).fill(color))
    }
}
