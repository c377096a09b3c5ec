import Lunapark

/// Avatars that switch between a row and a column with `AnyLayout`: the same views move to
/// their new places when the button is tapped, as in Apple's iOS 16 layout examples.
struct LayoutSwitcher: View {
    @State private var isVertical = false
    private let colors: [Color] = [.red, .green, .blue]

    var body: some View {
        let layout = isVertical ? AnyLayout(VStackLayout(spacing: 12)) : AnyLayout(HStackLayout(spacing: 12))

        VStack(spacing: 20) {
            layout {
                ForEach(colors.indices, id: \.self) { index in
                    Circle()
                        .fill(colors[index])
                        .frame(width: 40, height: 40)
                }
            }
            .frame(height: 150)

            Button("Switch layout") {
                withAnimation(.spring(response: 0.5, dampingFraction: 0.7)) {
                    isVertical.toggle()
                }
            }
        }
    }
}
