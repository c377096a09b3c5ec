import Lunapark

// The SwiftUI Lab article ("Advanced SwiftUI Animations Part 4: TimelineView", the metronome).
//
// A TimelineView fires every 60/bpm seconds. Its content is three layers;
// only the pendulum takes the timeline's date, so a beat re-evaluates the
// pendulum's body and no other (the counters show it). The pendulum turns
// each new date into a change of side, animated over one beat, and plays a
// tick, or the bell on the first beat of a bar. The graph applies each
// entry at its own time, and `Sound.play()` carries that time to the audio
// engine, which places the sound so that the output sample of the entry is
// its first one heard, instead of the next frame or the next mix buffer (the
// window builds each frame an interval ahead, so the request comes in time).

/// Scene 7: the metronome with its tempo and bar controls.
struct MetronomeScene: ParkSceneView {
    static let info = SceneInfo(key: "7", title: "Metronome", shortTitle: "Metronome", sources: [.timelineViewSwiftUILab])

    /// The tempo the metronome plays, beats per minute (40...208, a mechanical metronome's range).
    @State private var bpm: Double
    /// The tempo under the slider while it is dragged; applied on release, so
    /// dragging does not restart the beat at every step.
    @State private var draftBpm: Double
    @State private var beatsPerBar: Int
    /// The park's numbers (the controls') or the article's.
    @State private var style: MetronomeStyle
    @State private var counts = MetronomeBodyCounts()
    /// The article's metronome counts apart, so each one's counts start at its first evaluation.
    @State private var articleCounts = MetronomeBodyCounts()

    init() { self.init(bpm: 120, beatsPerBar: 4) }

    init(bpm: Double, beatsPerBar: Int = 4, style: MetronomeStyle = .park) {
        _bpm = State(initialValue: bpm)
        _draftBpm = State(initialValue: bpm)
        _beatsPerBar = State(initialValue: beatsPerBar)
        _style = State(initialValue: style)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            SceneHeader(info: Self.info, lesson: "A periodic TimelineView beats every 60/bpm s. Only the pendulum reads the timeline's date, so only its body runs on a beat (see the counts: the case and the front stay at 1). Each beat swings it with .animation(_:value:) and plays a tick, or the bell on a bar's first beat; the sound carries the entry's time and is placed to the sample so that it is heard on the entry itself, not at the next frame or mix buffer.")
            Picker("numbers", selection: $style) {
                ForEach(MetronomeStyle.allCases, id: \.self) { choice in
                    Text(choice.rawValue).tag(choice)
                }
            }
            .pickerStyle(.segmented)
            .frame(width: 760)
            HStack(alignment: .top, spacing: 28) {
                switch style {
                case .park:
                    MetronomeView(bpm: bpm, beatsPerBar: beatsPerBar, counts: counts)
                    controls
                case .article:
                    MetronomeView(bpm: MetronomeStyle.articleBpm, beatsPerBar: MetronomeStyle.articleBeatsPerBar,
                                  style: .article, counts: articleCounts)
                    Text("The article's Metronome: bpm = 60, so a beat every second; the pendulum swings ±30°; bellCounter = (bellCounter + 1) % 4 rings the bell when it comes back to 0, on every fourth beat, the last of each bar (the park rings it on a bar's first beat).")
                        .font(.callout)
                        .foregroundStyle(Color(white: 0.3))
                        .frame(width: 300, alignment: .leading)
                }
            }
        }
    }

    /// The tempo slider, the bar picker and where the sounds come from.
    private var controls: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(String(format: "%.0f bpm", draftBpm)).font(.title3.monospacedDigit())
            Slider(value: $draftBpm, in: 40...208, step: 1) { editing in
                if !editing { bpm = draftBpm }
            }
            .frame(width: 260)
            Text("beats per bar").font(.headline)
            Picker("beats per bar", selection: $beatsPerBar) {
                ForEach([2, 3, 4, 6], id: \.self) { count in
                    Text("\(count)").tag(count)
                }
            }
            .pickerStyle(.segmented)
            .frame(width: 260)
            Text("Sounds: Assets/Sounds/tick.wav and bell.wav, synthesized by scripts/make-sounds.swift. Without an audio device the park runs muted.")
                .font(.caption)
                .foregroundStyle(Color.secondary)
                .frame(width: 260, alignment: .leading)
        }
    }
}
