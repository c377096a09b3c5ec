import Lunapark

// A keyboard-driven emoji picker in the style of WWDC23's focus cookbook: the grid takes the
// focus, the arrow keys move the selection (the highlight glides with a spring), Return picks.

struct EmojiPicker: View {
    @Binding var picked: String
    @State private var selection = 0
    @FocusState private var isFocused: Bool

    private let emojis = ["😀", "🎉", "🚀", "🌈", "🍕", "🎸", "⚽️", "🐙", "🌵", "📚", "🧩", "🎈"]
    private let columns = 4
    private let cell: CGFloat = 56

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<emojis.count / columns, id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(0..<columns, id: \.self) { column in
                        Text(emojis[row * columns + column])
                            .font(.largeTitle)
                            .frame(width: cell, height: cell)
                    }
                }
            }
        }
        .background(alignment: .topLeading) {
            RoundedRectangle(cornerRadius: 10)
                .fill(Color.accentColor.opacity(0.3))
                .frame(width: cell, height: cell)
                .offset(x: CGFloat(selection % columns) * cell, y: CGFloat(selection / columns) * cell)
        }
        .focusable()
        .focused($isFocused)
        .focusEffectDisabled()
        .onKeyPress(.leftArrow) { move(by: -1) }
        .onKeyPress(.rightArrow) { move(by: 1) }
        .onKeyPress(.upArrow) { move(by: -columns) }
        .onKeyPress(.downArrow) { move(by: columns) }
        .onKeyPress(.return) {
            picked = emojis[selection]
            return .handled
        }
        .onAppear { isFocused = true }
    }

    private func move(by offset: Int) -> KeyPress.Result {
        let next = selection + offset
        guard emojis.indices.contains(next) else { return .ignored }
        withAnimation(.spring(response: 0.3, dampingFraction: 0.75)) { selection = next }
        return .handled
    }
}

struct EmojiPickerDemo: View {
    @State private var picked = "?"

    var body: some View {
        VStack(spacing: 16) {
            Text("Picked: \(picked)")
            EmojiPicker(picked: $picked)
        }
        .padding()
    }
}
