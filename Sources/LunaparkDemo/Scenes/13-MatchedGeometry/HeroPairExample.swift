import Lunapark

/// Apple's description of matchedGeometryEffect as code: an if/else pair with one id.
struct HeroPairExample: View {
    @Namespace private var namespace
    @State private var isExpanded = false

    var body: some View {
        VStack(spacing: 16) {
            ZStack {
                if isExpanded {
                    RoundedRectangle(cornerRadius: 20)
                        .fill(Color.orange)
                        .matchedGeometryEffect(id: "tile", in: namespace)
                        .frame(width: 300, height: 150)
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
                } else {
                    RoundedRectangle(cornerRadius: 20)
                        .fill(Color.orange)
                        .matchedGeometryEffect(id: "tile", in: namespace)
                        .frame(width: 70, height: 70)
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                }
            }
            .frame(height: 190)
            .padding(12)
            .background(Color(white: 0.94))
            Button(isExpanded ? "collapse" : "expand") {
                withAnimation(.spring(duration: 0.7, bounce: 0.2)) { isExpanded.toggle() }
            }
            .buttonStyle(.borderedProminent)
        }
        .frame(maxWidth: 560)
        .onAppear {
            // Play the lesson once: the tile flies into the card.
            withAnimation(.spring(duration: 0.7, bounce: 0.2)) { isExpanded = true }
        }
    }
}
