import Lunapark

/// A loading screen as SwiftUI tutorials write it: a spinning arc in a
/// NavigationView with a large title, and a toolbar button that pauses and
/// resumes the spin. Only the import differs from the Apple-platform file.
struct LoadingScreen: View {
    @State private var isSpinning = false

    var body: some View {
        NavigationView {
            VStack(spacing: 24) {
                Circle()
                    .trim(from: 0, to: 0.7)
                    .stroke(Color.blue, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                    .frame(width: 100, height: 100)
                    .rotationEffect(Angle(degrees: isSpinning ? 360 : 0))
                    .animation(isSpinning ? .linear(duration: 1).repeatForever(autoreverses: false) : .default,
                               value: isSpinning)
                Text(isSpinning ? "Loading..." : "Paused")
                    .font(.headline)
                    .foregroundColor(.gray)
            }
            .navigationBarTitle("Downloads")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button(isSpinning ? "Pause" : "Resume") {
                        isSpinning.toggle()
                    }
                }
            }
            .onAppear {
                isSpinning = true
            }
        }
    }
}
