import Lunapark

// The SwiftUI Lab article, "Keyframe animations": a list of key frames, each with the time
// since the previous one, the view's parameters and the animation that gets
// there. CyclicTimelineSchedule fires at the key times; each entry moves to
// the next key frame with that segment's own animation.

/// One key of the jump: when, where and how to get there.
struct KeyFrame {
    /// Seconds after the previous key frame (the first key frame's is unused).
    let offset: TimeInterval
    let rotation: Double
    let yScale: CGFloat
    let y: CGFloat
    /// How the segment that ends at this key frame moves.
    let animation: Animation?
    /// What the segment does, for the table.
    var note = ""
}

enum JumpKeys {
    /// Two jumps: a forward flip, then a backward one, so a cycle ends where it began.
    /// Each segment's animation lasts exactly its offset.
    static let frames: [KeyFrame] = [
        // The appearance state, used once: the cycle starts again at index 1.
        KeyFrame(offset: 0, rotation: 0, yScale: 1, y: 0, animation: nil),
        KeyFrame(offset: 0.2, rotation: 0, yScale: 0.55, y: 0, animation: .easeOut(duration: 0.2), note: "crouch · easeOut"),
        KeyFrame(offset: 0.25, rotation: 0, yScale: 1.15, y: -40, animation: .easeOut(duration: 0.25), note: "take off · easeOut"),
        KeyFrame(offset: 0.45, rotation: 360, yScale: 1, y: -120, animation: .easeOut(duration: 0.45), note: "flip at the top · easeOut"),
        KeyFrame(offset: 0.35, rotation: 360, yScale: 1, y: 0, animation: .easeIn(duration: 0.35), note: "fall · easeIn"),
        KeyFrame(offset: 0.12, rotation: 360, yScale: 0.6, y: 0, animation: .linear(duration: 0.12), note: "land squashed · linear"),
        KeyFrame(offset: 0.4, rotation: 360, yScale: 1, y: 0, animation: .spring(response: 0.3, dampingFraction: 0.45), note: "wobble · spring"),
        KeyFrame(offset: 0.2, rotation: 360, yScale: 0.55, y: 0, animation: .easeOut(duration: 0.2), note: "crouch · easeOut"),
        KeyFrame(offset: 0.25, rotation: 360, yScale: 1.15, y: -40, animation: .easeOut(duration: 0.25), note: "take off · easeOut"),
        KeyFrame(offset: 0.45, rotation: 0, yScale: 1, y: -120, animation: .easeOut(duration: 0.45), note: "flip back · easeOut"),
        KeyFrame(offset: 0.35, rotation: 0, yScale: 1, y: 0, animation: .easeIn(duration: 0.35), note: "fall · easeIn"),
        KeyFrame(offset: 0.12, rotation: 0, yScale: 0.6, y: 0, animation: .linear(duration: 0.12), note: "land · linear"),
        KeyFrame(offset: 0.4, rotation: 0, yScale: 1, y: 0, animation: .spring(response: 0.3, dampingFraction: 0.45), note: "wobble · spring"),
    ]

    /// The schedule's offsets: every key frame's but the first.
    static let offsets = frames.dropFirst().map(\.offset)
}

/// A jumping emoji: its own cyclic timeline, one entry per key frame.
struct JumpingEmoji: View {
    var face = "😃"

    var body: some View {
        TimelineView(.cyclic(timeOffsets: JumpKeys.offsets)) { timeline in
            HappyEmoji(face: face, date: timeline.date)
        }
        .frame(width: 110, height: 250, alignment: .bottom)
    }
}

/// Moves to the next key frame at each date, with that key frame's animation.
struct HappyEmoji: View {
    let face: String
    let date: Date
    @State private var index = 0

    var body: some View {
        let key = JumpKeys.frames[index]
        Text(face)
            .font(.system(size: 56))
            .modifier(KeyFrameEffects(keyFrame: key))
            .animation(key.animation, value: index)
            .onChange(of: date) { advance() }
            .onAppear { advance() }
    }

    private func advance() {
        index = (index + 1) % JumpKeys.frames.count
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
