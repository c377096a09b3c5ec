import Lunapark

/// A grid of cards in a scroll view; tapping a card lifts it with a spring (scale, tilt,
/// shadow), on top of its neighbours; tapping it again puts it back.
struct CardGrid: View {
    struct Card: Identifiable {
        let id: Int
        let color: Color
    }

    @State private var selected: Int?

    private let cards = (0..<24).map { Card(id: $0, color: [Color.red, .orange, .green, .blue][$0 % 4]) }
    private let columns = [GridItem(.adaptive(minimum: 80), spacing: 12)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(cards) { card in
                    RoundedRectangle(cornerRadius: 12)
                        .fill(card.color)
                        .frame(height: 100)
                        .scaleEffect(selected == card.id ? 1.1 : 1)
                        .rotationEffect(.degrees(selected == card.id ? 4 : 0))
                        .shadow(radius: selected == card.id ? 8 : 0)
                        .zIndex(selected == card.id ? 1 : 0)
                        .onTapGesture {
                            withAnimation(.spring(response: 0.35, dampingFraction: 0.7)) {
                                selected = selected == card.id ? nil : card.id
                            }
                        }
                }
            }
            .padding()
        }
    }
}
