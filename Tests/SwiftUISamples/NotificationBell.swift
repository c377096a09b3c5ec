import Lunapark

// A notification bell that bounces each time a notification arrives, the way iOS 17
// tutorials show `symbolEffect(_:options:value:)`: no withAnimation, the effect plays
// whenever the count changes.
struct NotificationBell: View {
    @State private var unread = 0

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "bell.fill")
                .font(.system(size: 48))
                .foregroundStyle(.orange)
                .symbolEffect(.bounce, value: unread)
            Button("New notification") {
                unread += 1
            }
        }
    }
}

// The same bell ringing: a wiggle played three times per change, twice as fast.
struct RingingBell: View {
    @State private var rings = 0

    var body: some View {
        Image(systemName: "bell")
            .font(.system(size: 48))
            .symbolEffect(.wiggle, options: .repeat(3).speed(2), value: rings)
            .onTapGesture { rings += 1 }
    }
}
