import Lunapark

/// A card that follows the finger and springs back when let go: the `@GestureState` pattern
/// of countless blog posts (the offset lives only while the drag does).
struct DraggableCard: View {
    @GestureState(resetTransaction: Transaction(animation: .spring(response: 0.4, dampingFraction: 0.6)))
    private var dragOffset = CGSize.zero

    var body: some View {
        RoundedRectangle(cornerRadius: 20, style: .continuous)
            .fill(Color.blue)
            .frame(width: 120, height: 160)
            .offset(dragOffset)
            .gesture(
                DragGesture()
                    .updating($dragOffset) { value, state, _ in
                        state = value.translation
                    }
            )
    }
}
