import Lunapark

/// A horizontal carousel of cards that fade and shrink as they leave the visible area.
struct Carousel: View {
    private let colors: [Color] = [.red, .orange, .yellow, .green, .blue, .purple, .pink, .mint]

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 16) {
                ForEach(colors.indices, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 20)
                        .fill(colors[index])
                        .frame(width: 200, height: 150)
                        .scrollTransition { content, phase in
                            content
                                .opacity(phase.isIdentity ? 1 : 0.3)
                                .scaleEffect(phase.isIdentity ? 1 : 0.7)
                        }
                }
            }
            .padding(.horizontal, 20)
        }
    }
}
