import Lunapark

/// The jump twice: the TimelineView version of scene 9 and the keyframe version, side by side,
/// with the park's key frames or the article's.
struct JumpComparisonExample: View {
    @State private var choice: JumpKeys.Choice

    /// The example with `choice`'s key frames picked.
    init(choice: JumpKeys.Choice = .park) {
        _choice = State(initialValue: choice)
    }

    var body: some View {
        let frames = choice.frames
        let keys = frames.count - 1
        HStack(alignment: .top, spacing: 30) {
            column("TimelineView + animations", "cyclic schedule, state advanced in onChange, \(keys) animations") {
                // A new set of key frames starts each jump again from rest.
                JumpingEmoji(frames: frames).id(choice)
            }
            column("KeyframeAnimator", "3 tracks × \(keys) keyframes; the content runs each frame") {
                KeyframeJumpingEmoji(frames: frames).id(choice)
            }
            VStack(alignment: .leading, spacing: 6) {
                Picker("key frames", selection: $choice) {
                    ForEach(JumpKeys.Choice.allCases, id: \.self) { choice in
                        Text(choice.rawValue).tag(choice)
                    }
                }
                .pickerStyle(.segmented)
                .frame(width: 330)
                Text("the same key frames").font(.headline)
                Text(caption)
                    .font(.callout)
                    .foregroundStyle(Color(white: 0.3))
                    .frame(width: 300, alignment: .leading)
                Text(String(format: "one loop: %.2f s in both", JumpKeys.offsets(frames).reduce(0, +)))
                    .font(.callout.monospacedDigit().bold())
            }
        }
    }

    private var caption: String {
        switch choice {
        case .park:
            "easeOut, easeIn and linear segments become LinearKeyframe with that timing curve; the landing spring becomes a SpringKeyframe cut at the key frame's 0.4 s. The keyframes are plain data: the next tab plots them from KeyframeTimeline.value(time:)."
        case .article:
            "The article's jump: 8 key frames after the appearance state, 3 s in all, each animation as long as its offset and only linear, easeIn or easeOut (the article's KeyFrameAnimation kinds). Its values are not in the copy of the article we worked from: the heights, scales and turns are ours."
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
