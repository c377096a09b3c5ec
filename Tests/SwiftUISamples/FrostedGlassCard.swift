import Lunapark

/// A frosted-glass weather card over a gradient with two colour blobs drifting behind it, the
/// way glassmorphism tutorials write it (only the import changed).
struct FrostedGlassCard: View {
    @State private var animate = false

    var body: some View {
        ZStack {
            LinearGradient(colors: [.purple, .blue, .cyan],
                           startPoint: .topLeading, endPoint: .bottomTrailing)

            Circle()
                .fill(.pink)
                .frame(width: 140, height: 140)
                .offset(x: animate ? 90 : -90, y: -50)

            Circle()
                .fill(.orange)
                .frame(width: 110, height: 110)
                .offset(x: animate ? -80 : 80, y: 70)

            VStack(alignment: .leading, spacing: 8) {
                Label("Cupertino", systemImage: "sun.max.fill")
                    .font(.headline)
                Text("72°")
                    .font(.system(size: 48, weight: .thin))
                Text("Partly cloudy")
                    .foregroundStyle(.secondary)
            }
            .padding(24)
            .frame(width: 240, alignment: .leading)
            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 24, style: .continuous))
            .shadow(color: .black.opacity(0.2), radius: 10, x: 0, y: 5)
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 3).repeatForever(autoreverses: true)) {
                animate = true
            }
        }
    }
}
