import Lunapark

// Apple's sample code "Controlling the timing and movements of your animations": the emoji
// squishes, stretches, jumps while growing, wiggles at the top and lands, on four tracks.

/// The sample's values: four properties, each animated by its own track.
struct AnimationValues {
    var scale = 1.0
    var verticalStretch = 1.0
    var verticalOffset = 0.0
    var angle = Angle.zero
}

/// The sample's view: a tap (the like count) plays the keyframes.
struct KeyframeAnimationView: View {
    var emoji: String
    @State private var likeCount = 1

    var body: some View {
        EmojiView(emoji: emoji)
            .keyframeAnimator(
                initialValue: AnimationValues(),
                trigger: likeCount
            ) { content, value in
                content
                    .rotationEffect(value.angle)
                    .scaleEffect(value.scale)
                    .scaleEffect(y: value.verticalStretch)
                    .offset(y: value.verticalOffset)
            } keyframes: { _ in
                KeyframeTrack(\.scale) {
                    LinearKeyframe(1.0, duration: 0.36)
                    SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
                    SpringKeyframe(1.0, spring: .bouncy)
                }

                KeyframeTrack(\.verticalOffset) {
                    LinearKeyframe(0.0, duration: 0.1)
                    SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
                    SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
                    SpringKeyframe(0.0, spring: .bouncy)
                }

                KeyframeTrack(\.verticalStretch) {
                    CubicKeyframe(1.0, duration: 0.1)
                    CubicKeyframe(0.6, duration: 0.15)
                    CubicKeyframe(1.5, duration: 0.1)
                    CubicKeyframe(1.05, duration: 0.15)
                    CubicKeyframe(1.0, duration: 0.88)
                    CubicKeyframe(0.8, duration: 0.1)
                    CubicKeyframe(1.04, duration: 0.4)
                    CubicKeyframe(1.0, duration: 0.22)
                }

                KeyframeTrack(\.angle) {
                    CubicKeyframe(.zero, duration: 0.58)
                    CubicKeyframe(.degrees(16), duration: 0.125)
                    CubicKeyframe(.degrees(-16), duration: 0.125)
                    CubicKeyframe(.degrees(16), duration: 0.125)
                    CubicKeyframe(.zero, duration: 0.125)
                }
            }
            .onTapGesture {
                likeCount += 1
            }
            // The park plays it once when the scene opens, as a first tap would.
            .onAppear { likeCount += 1 }
    }
}

/// Apple's emoji on a card, and its tracks.
struct AppleKeyframeExample: View {
    var body: some View {
        HStack(alignment: .center, spacing: 30) {
            KeyframeAnimationView(emoji: "❤️")
                .frame(width: 230, height: 300, alignment: .bottom)
                .padding(.bottom, 30)
                .background(Color.white, in: RoundedRectangle(cornerRadius: 16))
            VStack(alignment: .leading, spacing: 8) {
                Text("four tracks, one value").font(.headline)
                track("\\.scale", "linear 1.0 for 0.36 s, spring to 1.5 (0.8 s), spring back to 1.0")
                track("\\.verticalOffset", "still 0.1 s, a 20 pt dip, spring up to -60 (1 s), spring down")
                track("\\.verticalStretch", "eight cubic keyframes: squash 0.6, stretch 1.5, settle, squash on landing")
                track("\\.angle", "still 0.58 s, then a wiggle ±16° in four cubic keyframes")
                Text("Tap the heart: each tap changes the trigger and plays the keyframes again, from the value shown, keeping its velocity. The content closure runs every frame (the inspector, i, counts one body a frame while it plays).")
                    .font(.caption)
                    .foregroundStyle(Color(white: 0.4))
                    .frame(width: 510, alignment: .leading)
            }
        }
    }

    private func track(_ path: String, _ text: String) -> some View {
        HStack(alignment: .firstTextBaseline, spacing: 10) {
            Text(path).font(.callout.monospaced().bold()).frame(width: 170, alignment: .leading)
            Text(text).font(.callout).foregroundStyle(Color(white: 0.3)).frame(width: 330, alignment: .leading)
        }
    }
}
