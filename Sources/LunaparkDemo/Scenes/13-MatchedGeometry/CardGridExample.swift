import Lunapark

/// A card of the grid.
struct ParkCard: Identifiable {
    let id: Int
    let emoji: String
    let title: String
    let detail: String
    let color: Color

    static let all: [ParkCard] = [
        ParkCard(id: 0, emoji: "🎡", title: "Wheel", detail: "Forty metres up, one turn every four minutes.", color: .orange),
        ParkCard(id: 1, emoji: "🎢", title: "Coaster", detail: "A drop of thirty metres, then three loops.", color: .red),
        ParkCard(id: 2, emoji: "🎠", title: "Carousel", detail: "Horses on springs, a waltz on the organ.", color: .purple),
        ParkCard(id: 3, emoji: "🍭", title: "Sweets", detail: "Candy floss spun while you wait.", color: .pink),
        ParkCard(id: 4, emoji: "🎯", title: "Darts", detail: "Three darts, one balloon, one bear.", color: .green),
        ParkCard(id: 5, emoji: "🎪", title: "Circus", detail: "Shows at four and at seven.", color: .blue),
    ]
}

/// A grid of cards; a tap opens one into a detail view with matched background, emoji and title.
struct CardGridExample: View {
    @Namespace private var namespace
    @State private var opened: Int?

    private let spring = Animation.spring(duration: 0.6, bounce: 0.2)

    var body: some View {
        ZStack {
            VStack(spacing: 10) {
                ForEach(0..<2) { row in
                    HStack(spacing: 10) {
                        ForEach(ParkCard.all[(row * 3)..<(row * 3 + 3)]) { card in
                            if opened == card.id {
                                Color.clear.frame(width: 120, height: 90)
                            } else {
                                small(card)
                                    .onTapGesture { withAnimation(spring) { opened = card.id } }
                            }
                        }
                    }
                }
            }
            if let id = opened, let card = ParkCard.all.first(where: { $0.id == id }) {
                detail(card)
                    .onTapGesture { withAnimation(spring) { opened = nil } }
            }
        }
        .frame(width: 400, height: 200)
    }

    private func small(_ card: ParkCard) -> some View {
        ZStack {
            RoundedRectangle(cornerRadius: 16)
                .fill(card.color)
                .matchedGeometryEffect(id: "background\(card.id)", in: namespace)
            VStack(spacing: 6) {
                Text(card.emoji)
                    .font(.system(size: 32))
                    .matchedGeometryEffect(id: "emoji\(card.id)", in: namespace)
                Text(card.title)
                    .font(.headline)
                    .foregroundColor(.white)
                    .matchedGeometryEffect(id: "title\(card.id)", in: namespace)
            }
        }
        .frame(width: 120, height: 90)
    }

    private func detail(_ card: ParkCard) -> some View {
        ZStack(alignment: .topLeading) {
            RoundedRectangle(cornerRadius: 24)
                .fill(card.color)
                .matchedGeometryEffect(id: "background\(card.id)", in: namespace)
            VStack(alignment: .leading, spacing: 12) {
                HStack(spacing: 16) {
                    Text(card.emoji)
                        .font(.system(size: 56))
                        .matchedGeometryEffect(id: "emoji\(card.id)", in: namespace)
                    Text(card.title)
                        .font(.largeTitle)
                        .foregroundColor(.white)
                        .matchedGeometryEffect(id: "title\(card.id)", in: namespace)
                }
                Text(card.detail)
                    .font(.title3)
                    .foregroundColor(.white)
                Text("tap to close").font(.callout).foregroundColor(Color(white: 1, opacity: 0.7))
            }
            .padding(18)
        }
        .frame(width: 390, height: 195)
    }
}
