import Lunapark

/// A row of dots lit one after another by a timer, written as SwiftUI code writes it: a
/// `Timer.publish(...).autoconnect()` stored in the view and `onReceive`, each tick moving
/// the highlight with an animation. Only the import differs from the Apple-platform file.
struct TickingDots: View {
    let timer = Timer.publish(every: 0.25, on: .main, in: .common).autoconnect()
    @State private var lit = 0

    var body: some View {
        HStack(spacing: 20) {
            ForEach(0..<4) { index in
                Circle()
                    .fill(index == lit ? Color.red : Color.gray.opacity(0.3))
                    .frame(width: 20, height: 20)
            }
        }
        .onReceive(timer) { _ in
            withAnimation(.easeInOut(duration: 0.1)) {
                lit = (lit + 1) % 4
            }
        }
    }
}
