import Lunapark

/// A full-width paging card carousel, iOS 17 style: each card is as wide as the carousel,
/// pages snap, cards scale down as they slide out, and dots follow the current page.
struct PagingCarousel: View {
    struct Card: Identifiable {
        let id: Int
        let color: Color
    }

    private let cards: [Card] = [Color.red, .orange, .green, .blue, .purple].enumerated().map { Card(id: $0.offset, color: $0.element) }
    @State private var currentID: Int?

    var body: some View {
        VStack(spacing: 12) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(cards) { card in
                        RoundedRectangle(cornerRadius: 24)
                            .fill(card.color)
                            .padding(.horizontal, 16)
                            .containerRelativeFrame(.horizontal)
                            .scrollTransition { content, phase in
                                content
                                    .scaleEffect(phase.isIdentity ? 1 : 0.85)
                                    .opacity(phase.isIdentity ? 1 : 0.6)
                            }
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollIndicators(.hidden)
            .scrollPosition(id: $currentID)
            .frame(height: 180)

            HStack(spacing: 8) {
                ForEach(cards) { card in
                    Circle()
                        .fill(card.id == (currentID ?? 0) ? Color.primary : Color.secondary.opacity(0.3))
                        .frame(width: 8, height: 8)
                }
            }
        }
    }
}
