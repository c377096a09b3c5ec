import Lunapark

/// A dark-mode card as SwiftUI code writes it: the screen prefers the dark scheme, the card
/// is filled with a `.linearGradient` member, its title uses `Font.custom` (a face that is
/// not installed here, so the system font stands in) and `.secondary` text, and a glow
/// breathes forever from `onAppear`. Only the import differs from the Apple-platform file.
struct NightCard: View {
    @State private var glowing = false

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 24, style: .continuous)
                .fill(.linearGradient(colors: [.indigo, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))

            Circle()
                .fill(.ellipticalGradient(colors: [.white.opacity(0.8), .clear]))
                .frame(width: 90, height: 90)
                .scaleEffect(glowing ? 1.4 : 0.8)
                .offset(x: 80, y: -50)

            VStack(alignment: .leading, spacing: 6) {
                Text("Good night")
                    .font(.custom("Avenir-Heavy", size: 28))
                Text("Sleep well, see you tomorrow")
                    .font(.system(.subheadline, design: .rounded))
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(24)
        }
        .frame(width: 300, height: 180)
        .padding()
        .preferredColorScheme(.dark)
        .onAppear {
            withAnimation(.easeInOut(duration: 1.2).repeatForever(autoreverses: true)) {
                glowing = true
            }
        }
    }
}
