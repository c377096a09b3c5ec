import Lunapark

/// A list of colours, each pushing a pulsing circle, as navigation tutorials
/// write it. Only the import differs from the Apple-platform file.
struct ColorListView: View {
    let names = ["Red", "Green", "Blue"]
    let colors: [Color] = [.red, .green, .blue]

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                ForEach(0..<names.count, id: \.self) { index in
                    NavigationLink(destination: PulsingCircle(color: colors[index])) {
                        Text(names[index])
                            .font(.title2)
                    }
                }
            }
            .navigationTitle("Colors")
        }
    }
}

struct PulsingCircle: View {
    let color: Color
    @State private var isPulsing = false

    var body: some View {
        Circle()
            .fill(color)
            .frame(width: 100, height: 100)
            .scaleEffect(isPulsing ? 1.2 : 0.8)
            .animation(.easeInOut(duration: 0.8).repeatForever(autoreverses: true), value: isPulsing)
            .onAppear {
                isPulsing = true
            }
            .navigationTitle("Pulse")
            .navigationBarTitleDisplayMode(.inline)
    }
}
