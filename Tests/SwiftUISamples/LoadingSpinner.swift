import Lunapark

/// A loading spinner written as SwiftUI code usually writes it: a trimmed
/// circle that starts turning forever when it appears. Only the import
/// differs from the Apple-platform file.
struct LoadingSpinner: View {
    @State private var isAnimating = false

    var body: some View {
        Circle()
            .trim(from: 0, to: 0.25)
            .stroke(Color.red, style: StrokeStyle(lineWidth: 8, lineCap: .round))
            .frame(width: 80, height: 80)
            .rotationEffect(.degrees(isAnimating ? 360 : 0))
            .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isAnimating)
            .onAppear {
                isAnimating = true
            }
    }
}

#Preview {
    LoadingSpinner()
}
