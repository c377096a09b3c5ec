import Lunapark

/// A flash card that flips over in 3D when tapped, and a button whose colours shift while it
/// is held, written the way SwiftUI code usually writes them. Only the import differs from
/// the Apple-platform file.
struct FlipCard: View {
    @State private var isFlipped = false

    var body: some View {
        ZStack {
            face(Color.blue, "Question")
                .opacity(isFlipped ? 0 : 1)
            face(Color.orange, "Answer")
                .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
                .opacity(isFlipped ? 1 : 0)
        }
        .rotation3DEffect(.degrees(isFlipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
        .animation(.easeInOut(duration: 0.6), value: isFlipped)
        .onTapGesture { isFlipped.toggle() }
    }

    private func face(_ color: Color, _ title: String) -> some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(color)
            .frame(width: 160, height: 100)
            .overlay(Text(title).font(.headline).foregroundColor(.white))
    }
}

struct ShiftingColorButton: View {
    @State private var isShifted = false

    var body: some View {
        Button {
            isShifted.toggle()
        } label: {
            Text("Shift")
                .padding()
                .frame(width: 120)
                .background(LinearGradient(colors: [.red, .yellow], startPoint: .leading, endPoint: .trailing))
                .foregroundColor(.white)
                .clipShape(Capsule())
        }
        .buttonStyle(.plain)
        .hueRotation(.degrees(isShifted ? 180 : 0))
        .saturation(isShifted ? 0.6 : 1)
        .animation(.linear(duration: 1), value: isShifted)
    }
}
