import Lunapark

/// A "hold to confirm" button: a ring fills while the button is held and empties if it is let
/// go early; held for the full second, the action fires and the button turns green. (The
/// pressing closure hears `false` just before the action runs, as in SwiftUI, so the action
/// fills the ring again.)
struct HoldToConfirm: View {
    @State private var progress: CGFloat = 0
    @State private var isConfirmed = false

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.3), lineWidth: 10)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(isConfirmed ? Color.green : Color.red, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Circle()
                .fill(isConfirmed ? Color.green : Color.red)
                .padding(20)
        }
        .frame(width: 140, height: 140)
        .onLongPressGesture(minimumDuration: 1.0) {
            withAnimation(.easeOut(duration: 0.2)) {
                isConfirmed = true
                progress = 1
            }
        } onPressingChanged: { isPressing in
            if isPressing {
                withAnimation(.linear(duration: 1.0)) { progress = 1 }
            } else {
                withAnimation(.easeOut(duration: 0.2)) { progress = 0 }
            }
        }
    }
}
