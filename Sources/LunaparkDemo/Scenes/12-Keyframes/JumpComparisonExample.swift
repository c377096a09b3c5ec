import Lunapark

/// The jump twice: the TimelineView version of scene 9 and the keyframe version, side by side.
struct JumpComparisonExample: View {
    var body: some View {
        HStack(alignment: .top, spacing: 30) {
            column("TimelineView + animations", "cyclic schedule, state advanced in onChange, 12 animations") {
                JumpingEmoji()
            }
            column("KeyframeAnimator", "3 tracks × 12 keyframes; the content runs each frame") {
                KeyframeJumpingEmoji()
            }
            VStack(alignment: .leading, spacing: 6) {
                Text("the same key frames").font(.headline)
                Text("easeOut, easeIn and linear segments become LinearKeyframe with that timing curve; the landing spring becomes a SpringKeyframe cut at the key frame's 0.4 s. The keyframes are plain data: the next tab plots them from KeyframeTimeline.value(time:).")
                    .font(.callout)
                    .foregroundStyle(Color(white: 0.3))
                    .frame(width: 300, alignment: .leading)
                Text(String(format: "one loop: %.2f s in both", JumpKeyframes.timeline.duration))
                    .font(.callout.monospacedDigit().bold())
            }
        }
    }

    private func column(_ title: String, _ caption: String, @ViewBuilder _ content: () -> some View) -> some View {
        VStack(spacing: 8) {
            content()
                .padding(.horizontal, 50)
                .padding(.top, 20)
                .background(Color.white, in: RoundedRectangle(cornerRadius: 16))
            Text(title).font(.callout.bold())
            Text(caption).font(.caption).foregroundStyle(Color(white: 0.35)).frame(width: 210)
        }
    }
}
