import Lunapark

/// A like button as animation tutorials write it: the heart pops on a spring
/// from the button's own action, fills red, and the count beside it follows.
/// Only the import differs.
struct LikeButton: View {
    @State private var isLiked = false
    @State private var likeCount = 41

    var body: some View {
        Button {
            withAnimation(.spring(response: 0.4, dampingFraction: 0.45)) {
                isLiked.toggle()
                likeCount += isLiked ? 1 : -1
            }
        } label: {
            HStack(spacing: 8) {
                Image(systemName: isLiked ? "heart.fill" : "heart")
                    .font(.system(size: 40))
                    .foregroundColor(isLiked ? .red : .gray)
                    .scaleEffect(isLiked ? 1.3 : 1.0)
                Text("\(likeCount)")
                    .font(.title2)
                    .foregroundColor(.primary)
            }
        }
        .buttonStyle(.plain)
    }
}
