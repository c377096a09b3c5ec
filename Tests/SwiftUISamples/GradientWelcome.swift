import Lunapark

/// A welcome screen the way tutorials write it: a gradient behind everything that fills the
/// whole screen, and a pulsing logo in the safe area.
struct GradientWelcome: View {
    @State private var pulsing = false

    var body: some View {
        ZStack {
            LinearGradient(colors: [.purple, .blue], startPoint: .top, endPoint: .bottom)
                .edgesIgnoringSafeArea(.all)
            VStack(spacing: 20) {
                Circle()
                    .fill(.white)
                    .frame(width: 80, height: 80)
                    .scaleEffect(pulsing ? 1.2 : 1)
                    .animation(.easeInOut(duration: 1).repeatForever(autoreverses: true), value: pulsing)
                Spacer()
                Text("Get started")
                    .foregroundStyle(.white)
                    .frame(maxWidth: .infinity, minHeight: 44)
                    .background(Color.black.opacity(0.3), in: Capsule())
                    .padding(.horizontal)
            }
        }
        .onAppear { pulsing = true }
    }
}
