import Lunapark

/// A ticket card that flips over in perspective when tapped.
struct CardFlipExample: View {
    @State private var isFlipped = false

    var body: some View {
        VStack(spacing: 24) {
            ZStack {
                face("🎟️", "Admit one", "tap to turn over", .indigo)
                    .opacity(isFlipped ? 0 : 1)
                face("🎢", "Dragon coaster", "row 3, seat 12", .orange)
                    .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
                    .opacity(isFlipped ? 1 : 0)
            }
            .rotation3DEffect(.degrees(isFlipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
            .animation(.spring(duration: 0.8, bounce: 0.2), value: isFlipped)
            .onTapGesture { isFlipped.toggle() }
            Text(isFlipped ? "back" : "front").font(.callout)
        }
        .padding(.top, 24)
    }

    private func face(_ emoji: String, _ title: String, _ detail: String, _ color: Color) -> some View {
        VStack(spacing: 10) {
            Text(emoji).font(.system(size: 56))
            Text(title).font(.title2).foregroundColor(.white)
            Text(detail).font(.callout).foregroundColor(.white)
        }
        .frame(width: 300, height: 200)
        .background(RoundedRectangle(cornerRadius: 18).fill(color))
    }
}
