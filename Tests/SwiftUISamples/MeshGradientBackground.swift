import Lunapark

/// An animated mesh gradient background as iOS 18 blog posts write it: the centre
/// vertex drifts back and forth forever, a title sits on top. Only the import differs.
struct MeshGradientBackground: View {
    @State private var isAnimating = false

    var body: some View {
        ZStack {
            MeshGradient(
                width: 3,
                height: 3,
                points: [
                    [0.0, 0.0], [0.5, 0.0], [1.0, 0.0],
                    [0.0, 0.5], isAnimating ? [0.1, 0.5] : [0.8, 0.2], [1.0, 0.5],
                    [0.0, 1.0], [0.5, 1.0], [1.0, 1.0]
                ],
                colors: [
                    .purple, .indigo, .purple,
                    .orange, .white, .blue,
                    .purple, .indigo, .purple
                ]
            )
            .ignoresSafeArea()

            Text("Mesh")
                .font(.largeTitle.bold())
                .foregroundStyle(.white)
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 3).repeatForever(autoreverses: true)) {
                isAnimating.toggle()
            }
        }
    }
}
