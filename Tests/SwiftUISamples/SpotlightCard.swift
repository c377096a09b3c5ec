import Lunapark

// The "spotlight" card from pointer-interaction tutorials: a glow follows the pointer over the
// card on iPad and Mac, fading in and out as the pointer enters and leaves; the buttons below
// use the system hover effects.

struct SpotlightCard: View {
    @State private var hoverLocation: CGPoint = .zero
    @State private var isHovering = false

    private let size = CGSize(width: 240, height: 160)

    var body: some View {
        VStack(spacing: 24) {
            RoundedRectangle(cornerRadius: 20)
                .fill(Color.indigo)
                .overlay(
                    RadialGradient(
                        colors: [Color.white.opacity(0.7), Color.clear],
                        center: UnitPoint(x: hoverLocation.x / size.width, y: hoverLocation.y / size.height),
                        startRadius: 0,
                        endRadius: 90
                    )
                    .opacity(isHovering ? 1 : 0)
                )
                .clipShape(RoundedRectangle(cornerRadius: 20))
                .frame(width: size.width, height: size.height)
                .onContinuousHover { phase in
                    switch phase {
                    case .active(let location):
                        hoverLocation = location
                        isHovering = true
                    case .ended:
                        isHovering = false
                    }
                }
                .animation(.easeOut(duration: 0.3), value: isHovering)

            HStack(spacing: 16) {
                Button { } label: { Image(systemName: "heart") }
                    .hoverEffect(.highlight)
                Button { } label: { Image(systemName: "star") }
                    .hoverEffect(.lift)
            }
            .font(.title)
        }
        .padding()
    }
}
