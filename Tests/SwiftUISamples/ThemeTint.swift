import Lunapark

/// A settings card whose icon, title and meter are drawn in the tint, and a row of
/// swatches that picks the tint: `.foregroundStyle(.tint)` and `.fill(.tint)` with
/// the tint set once at the top, animated when it changes. Only the import differs.
struct ThemeTint: View {
    enum Theme: String, CaseIterable, Identifiable {
        case ocean, sunset, forest
        var id: String { rawValue }
        var color: Color {
            switch self {
            case .ocean: .blue
            case .sunset: .orange
            case .forest: .green
            }
        }
    }

    @State private var theme: Theme = .ocean
    var progress = 0.6

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack {
                Image(systemName: "paintpalette.fill")
                    .font(.title2)
                    .foregroundStyle(.tint)
                Text("Storage")
                    .font(.headline)
                    .foregroundStyle(.tint)
            }
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color.gray.opacity(0.2))
                    Capsule().fill(.tint)
                        .frame(width: proxy.size.width * progress)
                }
            }
            .frame(height: 10)
            HStack(spacing: 12) {
                ForEach(Theme.allCases) { option in
                    Circle()
                        .fill(option.color)
                        .frame(width: 28, height: 28)
                        .overlay {
                            if option == theme {
                                Circle().stroke(.primary, lineWidth: 2).padding(-4)
                            }
                        }
                        .onTapGesture { theme = option }
                }
            }
        }
        .padding()
        .tint(theme.color)
        .animation(.easeInOut(duration: 0.4), value: theme)
    }
}

#Preview {
    ThemeTint()
}
