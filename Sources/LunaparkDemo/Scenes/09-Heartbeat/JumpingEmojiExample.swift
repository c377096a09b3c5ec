import Lunapark

// The SwiftUI Lab article, "Keyframe animations": CyclicTimelineSchedule fires at the key
// times of JumpKeys; each entry moves to the next key frame with that segment's own animation.

/// A jumping emoji: its own cyclic timeline, one entry per key frame.
struct JumpingEmoji: View {
    var face = "😃"
    /// The key frames, the appearance state first (the park's unless given).
    var frames = JumpKeys.frames

    var body: some View {
        TimelineView(.cyclic(timeOffsets: JumpKeys.offsets(frames))) { timeline in
            HappyEmoji(face: face, date: timeline.date, frames: frames)
        }
        .frame(width: 110, height: 250, alignment: .bottom)
    }
}

/// Moves to the next key frame at each date, with that key frame's animation.
struct HappyEmoji: View {
    let face: String
    let date: Date
    /// The key frames, the appearance state first.
    var frames = JumpKeys.frames
    @State private var index = 0

    var body: some View {
        let key = frames[min(index, frames.count - 1)]
        Text(face)
            .font(.system(size: 56))
            .modifier(KeyFrameEffects(keyFrame: key))
            .animation(key.animation, value: index)
            .onChange(of: date) { advance() }
            .onAppear { advance() }
    }

    private func advance() {
        index = (index + 1) % max(1, frames.count)
        if index == 0 { index = 1 }
    }
}

/// The parameters a key frame sets, applied together.
struct KeyFrameEffects: ViewModifier {
    let keyFrame: KeyFrame

    func body(content: Content) -> some View {
        content
            .scaleEffect(x: 1, y: keyFrame.yScale, anchor: .bottom)
            .rotationEffect(.degrees(keyFrame.rotation))
            .offset(y: keyFrame.y)
    }
}

/// One jumping emoji and the key frame table.
struct JumpingEmojiExample: View {
    var body: some View {
        HStack(alignment: .top, spacing: 40) {
            JumpingEmoji()
                .padding(.horizontal, 60)
                .padding(.top, 20)
                .background(Color.white, in: RoundedRectangle(cornerRadius: 16))
            KeyFrameTable()
        }
    }
}

/// The key frames as a table: time, parameters, animation.
struct KeyFrameTable: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 3) {
            Text("key   at s    y     rot   y-scale  animation").font(.caption.monospaced().bold())
            ForEach(1..<JumpKeys.frames.count, id: \.self) { index in
                let key = JumpKeys.frames[index]
                let at = JumpKeys.frames[1...index].map(\.offset).reduce(0, +)
                Text(String(format: "%2d   %5.2f  %5.0f  %4.0f   %4.2f     ", index, at, Double(key.y), key.rotation,
                            Double(key.yScale)) + key.note)
                    .font(.caption.monospaced())
            }
            Text("(key 0, at rest, is the appearance state, used once)").font(.caption).foregroundStyle(Color(white: 0.4))
        }
        .padding(10)
        .background(Color.white, in: RoundedRectangle(cornerRadius: 8))
    }

}
