import Lunapark

/// A Shortcuts-style grid of tiles as iOS 16 tutorials write it: each tile filled with
/// its colour's standard gradient (`.fill(color.gradient)`), a tapped tile springs
/// larger, and the Run button takes the screen's accent colour (`.accentColor(.orange)`).
struct ShortcutTiles: View {
    struct Shortcut: Identifiable {
        let id = UUID()
        let name: String
        let symbol: String
        let color: Color
    }

    let shortcuts = [
        Shortcut(name: "Home", symbol: "house.fill", color: .blue),
        Shortcut(name: "Timer", symbol: "timer", color: .orange),
        Shortcut(name: "Music", symbol: "music.note", color: .pink),
        Shortcut(name: "Notes", symbol: "pencil", color: .green),
    ]

    @State private var selected: UUID?

    let columns = [GridItem(.flexible(), spacing: 12), GridItem(.flexible(), spacing: 12)]

    var body: some View {
        VStack(spacing: 20) {
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(shortcuts) { shortcut in
                    VStack(alignment: .leading, spacing: 8) {
                        Image(systemName: shortcut.symbol)
                            .font(.title2)
                        Spacer()
                        Text(shortcut.name)
                            .font(.headline)
                    }
                    .foregroundStyle(.white)
                    .padding()
                    .frame(maxWidth: .infinity, minHeight: 100, alignment: .leading)
                    .background(
                        RoundedRectangle(cornerRadius: 20, style: .continuous)
                            .fill(shortcut.color.gradient)
                    )
                    .scaleEffect(selected == shortcut.id ? 1.08 : 1)
                    .zIndex(selected == shortcut.id ? 1 : 0)
                    .onTapGesture {
                        withAnimation(.spring(response: 0.35, dampingFraction: 0.6)) {
                            selected = selected == shortcut.id ? nil : shortcut.id
                        }
                    }
                }
            }

            Button {
                selected = nil
            } label: {
                Label("Run Shortcut", systemImage: "play.fill")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
        .accentColor(.orange)
    }
}
