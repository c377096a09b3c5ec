import Lunapark

/// Counters whose digits roll: Apple's `numericText(value:)`, `countsDown`, and the default fade.
struct NumericCounterExample: View {
    @State private var value = 98
    @State private var tickets = 120

    var body: some View {
        VStack(spacing: 24) {
            HStack(spacing: 40) {
                counter(".numericText(value:)") {
                    // Apple's example.
                    Text("\(value)")
                        .contentTransition(.numericText(value: Double(value)))
                }
                counter(".numericText(countsDown: true)") {
                    Text("\(tickets)")
                        .contentTransition(.numericText(countsDown: true))
                }
                counter(".opacity (default)") {
                    Text("\(value)")
                }
            }
            HStack(spacing: 12) {
                Button("−1") { withAnimation(.spring(duration: 0.5)) { value -= 1; tickets += 1 } }
                    .buttonStyle(.bordered)
                Button("+1") { withAnimation(.spring(duration: 0.5)) { value += 1; tickets -= 1 } }
                    .buttonStyle(.borderedProminent)
                Button("+25") { withAnimation(.spring(duration: 0.8)) { value += 25; tickets -= 25 } }
                    .buttonStyle(.bordered)
            }
        }
    }

    private func counter<Content: View>(_ title: String, @ViewBuilder content: () -> Content) -> some View {
        VStack(spacing: 10) {
            content()
                .font(.system(size: 64, weight: .bold).monospacedDigit())
                .frame(width: 200, height: 90)
                .background(RoundedRectangle(cornerRadius: 14).fill(Color(white: 0.94)))
            Text(title).font(.callout)
        }
    }
}
