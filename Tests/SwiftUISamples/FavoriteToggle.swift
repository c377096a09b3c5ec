import Lunapark

/// A heart that fills and pops when tapped, with its previews as Xcode 16 writes them:
/// `#Preview` with a name, with traits, and with `@Previewable` state. Only the import differs.
struct FavoriteToggle: View {
    @Binding var isFavorite: Bool

    var body: some View {
        Button {
            withAnimation(.spring(response: 0.35, dampingFraction: 0.5)) {
                isFavorite.toggle()
            }
        } label: {
            Image(systemName: isFavorite ? "heart.fill" : "heart")
                .font(.system(size: 44))
                .foregroundStyle(isFavorite ? .red : .gray)
                .scaleEffect(isFavorite ? 1.2 : 1)
        }
        .buttonStyle(.plain)
    }
}

#Preview("Favorite") {
    @Previewable @State var isFavorite = false
    FavoriteToggle(isFavorite: $isFavorite)
        .padding()
}

#Preview(traits: .sizeThatFitsLayout) {
    // Already a favourite.
    FavoriteToggle(isFavorite: .constant(true))
}
