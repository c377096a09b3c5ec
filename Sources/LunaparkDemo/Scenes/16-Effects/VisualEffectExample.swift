import Lunapark

/// Badges whose hue and size follow their own position (visualEffect), and a column drawn
/// as one flattened image (drawingGroup) fading as a whole.
struct VisualEffectExample: View {
    @State private var isShifted = false

    var body: some View {
        VStack(spacing: 24) {
            HStack(alignment: .top, spacing: 40) {
                VStack(spacing: 10) {
                    ForEach(0..<4) { index in
                        badge(index)
                            .visualEffect { content, proxy in
                                let x = proxy.frame(in: .global).minX
                                return content
                                    .hueRotation(.degrees(Double(x) * 0.9))
                                    .scaleEffect(0.7 + Double(x) / 1200)
                            }
                    }
                }
                .padding(.leading, isShifted ? 260 : 0)
                .animation(.easeInOut(duration: 1.2), value: isShifted)
                VStack(spacing: 10) {
                    ForEach(0..<4) { index in badge(index) }
                }
                .drawingGroup()
                .opacity(isShifted ? 0.35 : 1)
                .animation(.easeInOut(duration: 1.2), value: isShifted)
            }
            .frame(width: 700, alignment: .leading)
            Button(isShifted ? "move back" : "move") { isShifted.toggle() }
                .buttonStyle(.borderedProminent)
        }
    }

    private func badge(_ index: Int) -> some View {
        HStack(spacing: 8) {
            Circle().fill(Color.red).frame(width: 26, height: 26)
            Text("Ride \(index + 1)").font(.headline)
        }
        .padding(8)
        .background(RoundedRectangle(cornerRadius: 10).fill(Color.orange.opacity(0.5)))
        .overlay(RoundedRectangle(cornerRadius: 10).stroke(Color.red, lineWidth: 2))
    }
}
