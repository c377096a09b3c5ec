import Lunapark

/// A button style that squashes the button while it is held and springs back
/// on release, as animation blogs write it. Only the import differs.
struct SpringyButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundColor(.white)
            .padding(.horizontal, 32)
            .padding(.vertical, 16)
            .background(
                RoundedRectangle(cornerRadius: 16)
                    .fill(Color.purple)
            )
            .scaleEffect(configuration.isPressed ? 0.85 : 1.0)
            .animation(.spring(response: 0.3, dampingFraction: 0.5), value: configuration.isPressed)
    }
}

struct SpringyButtonDemo: View {
    @State private var likes = 0

    var body: some View {
        VStack(spacing: 20) {
            Text("\(likes) likes")
            Button("Like") {
                likes += 1
            }
            .buttonStyle(SpringyButtonStyle())
        }
    }
}

struct SpringyButtonDemo_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            SpringyButtonDemo()
                .previewDisplayName("Light")
            SpringyButtonDemo()
                .preferredColorScheme(.dark)
                .previewDisplayName("Dark")
        }
        .previewLayout(.sizeThatFits)
        .previewDevice("iPhone 15 Pro")
    }
}
