import Lunapark

// The SwiftUI Lab article, "Nested TimelineViews": three jumping emoji, each in a timeline
// that lets it appear a little later, so their cycles are shifted: a wave.

/// Three JumpingEmoji, the second and third started 0.3 and 0.6 s later.
struct EmojiWaveExample: View {
    static let delay: TimeInterval = 0.3
    static let faces = ["😃", "😄", "😁"]

    var body: some View {
        VStack(spacing: 14) {
            HStack(spacing: 30) {
                ForEach(0..<Self.faces.count, id: \.self) { index in
                    DelayedAppearance(delay: Self.delay * Double(index)) {
                        JumpingEmoji(face: Self.faces[index])
                    }
                    .frame(width: 110, height: 250)
                }
            }
            .padding(.horizontal, 40)
            .padding(.top, 20)
            .background(Color.white, in: RoundedRectangle(cornerRadius: 16))
            Text("Each emoji is a TimelineView (its key frames) inside a TimelineView with one entry after its delay: 0, 0.3 and 0.6 s. The same key frames, shifted in time.")
                .font(.caption)
                .foregroundStyle(Color(white: 0.4))
        }
    }
}

/// Shows `content` only once the timeline's single entry, `delay` seconds after it appeared, has come.
struct DelayedAppearance<Content: View>: View {
    let delay: TimeInterval
    @ViewBuilder let content: Content

    var body: some View {
        if delay <= 0 {
            content
        } else {
            TimelineView(.after(delay)) { timeline in
                DelayGate(date: timeline.date) { content }
            }
        }
    }
}

/// Opens when its date changes for the first time (the delay's entry).
struct DelayGate<Content: View>: View {
    let date: Date
    @ViewBuilder let content: Content
    @State private var isOpen = false

    var body: some View {
        Group {
            if isOpen {
                content
            } else {
                Color.clear
            }
        }
        .onChange(of: date) { isOpen = true }
    }
}
