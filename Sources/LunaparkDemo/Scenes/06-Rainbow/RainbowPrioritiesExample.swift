import Lunapark

// Priorities between animations on different objects: one transaction, three
// objects, and the nearest .animation(_:value:) deciding for each.

struct RainbowPrioritiesExample: View {
    @State private var isWarm = false

    var body: some View {
        VStack(spacing: 18) {
            HStack(alignment: .bottom, spacing: 40) {
                labelled("no override: the transaction's linear 2 s") {
                    RoundedRectangle(cornerRadius: 12)
                        .fill(LinearGradient(colors: isWarm ? [.red, .orange, .yellow] : [.blue, .cyan, .mint],
                                             startPoint: .leading, endPoint: .trailing))
                        .frame(width: isWarm ? 240 : 120, height: 60)
                        .frame(width: 240, alignment: .leading)
                }
                labelled(".animation(.spring(bounce: 0.5), value:)") {
                    Circle()
                        .fill(RadialGradient(colors: isWarm ? [.yellow, .red] : [.white, .blue], center: .center,
                                             startRadius: 0, endRadius: isWarm ? 80 : 30))
                        .frame(width: 150, height: 150)
                        .scaleEffect(isWarm ? 1 : 0.6)
                        .animation(.spring(duration: 0.8, bounce: 0.5), value: isWarm)
                }
                labelled(".animation(nil, value:)") {
                    Circle()
                        .strokeBorder(AngularGradient(colors: Rainbow.closed, center: .center,
                                                      angle: .degrees(isWarm ? 180 : 0)), lineWidth: 22)
                        .frame(width: 150, height: 150)
                        .rotationEffect(.degrees(isWarm ? 90 : 0))
                        .animation(nil, value: isWarm)
                }
            }
            Button(isWarm ? "withAnimation(.linear(duration: 2)) { cool }" : "withAnimation(.linear(duration: 2)) { warm }") {
                withAnimation(.linear(duration: 2)) { isWarm.toggle() }
            }
            .buttonStyle(.borderedProminent)
        }
        .onAppear {
            withAnimation(.linear(duration: 2)) { isWarm = true }
        }
    }

    private func labelled<V: View>(_ title: String, @ViewBuilder _ content: () -> V) -> some View {
        VStack(spacing: 10) {
            content()
            Text(title).font(.caption.monospaced()).frame(width: 250)
        }
    }
}
