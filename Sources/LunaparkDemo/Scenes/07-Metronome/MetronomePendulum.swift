import Lunapark

/// The rod and its weight, swinging to the other side on every beat; the
/// only layer that depends on the timeline.
///
/// As in the SwiftUI Lab article, the pendulum keeps its animation phase in `@State`:
/// `pendulumOnLeft` (which side it swings to) and `beatCounter` (which beat
/// of the bar this is: the first rings the bell). Each new timeline date
/// advances the phase; `.animation(_:value:)` turns the change of side into
/// a swing lasting one beat. The sound is played from the same `onChange`,
/// so it carries the entry's time and lands on the entry's sample.
struct MetronomePendulum: View {
    let bpm: Double
    let beatsPerBar: Int
    /// The swing and the bell's beat: the park's or the article's.
    var style = MetronomeStyle.park
    let date: Date
    let counts: MetronomeBodyCounts

    @State private var pendulumOnLeft = false
    @State private var beatCounter = 0

    private let tick = Sound("tick", volume: 0.8)
    private let bell = Sound("bell")

    var body: some View {
        counts.pendulum += 1
        return VStack(spacing: 14) {
            rod
                .rotationEffect(pendulumOnLeft ? -style.swing : style.swing,
                                anchor: UnitPoint(x: 0.5, y: MetronomeGeometry.pivotY / MetronomeGeometry.height))
                .animation(.easeInOut(duration: 60 / bpm), value: pendulumOnLeft)
            VStack(spacing: 4) {
                Text("beat \(beatOfBar) of \(beatsPerBar)\(rangBell ? " (bell)" : "")")
                    .font(.headline.monospacedDigit())
                Text("body evaluations: MetronomePendulum \(counts.pendulum), MetronomeBack \(counts.back), MetronomeFront \(counts.front)")
                    .font(.caption.monospacedDigit())
                    .foregroundStyle(Color.secondary)
            }
        }
        .onAppear {
            // Load both sounds now rather than on the first beat; a bad file is
            // reported (once, in one line) when it is first played.
            try? tick.prepare()
            try? bell.prepare()
            advance()  // as the article does: otherwise the first swing waits a whole beat
        }
        .onChange(of: date) {
            advance()
        }
    }

    /// The beat shown now, 1...beatsPerBar (the last one advanced).
    private var beatOfBar: Int {
        (max(0, beatCounter - 1) % max(1, beatsPerBar)) + 1
    }

    /// Whether the beat shown now rang the bell.
    private var rangBell: Bool {
        beatCounter > 0 && style.ringsBell(beat: beatCounter, beatsPerBar: beatsPerBar)
    }

    /// One beat: swing to the other side, and sound it.
    private func advance() {
        beatCounter += 1
        if style.ringsBell(beat: beatCounter, beatsPerBar: beatsPerBar) { bell.play() } else { tick.play() }
        pendulumOnLeft.toggle()
    }

    /// The rod with its sliding weight, in the metronome's frame: the weight
    /// sits higher for slower tempos, as on a real metronome.
    private var rod: some View {
        let slowness = (208 - min(208, max(40, bpm))) / (208 - 40)  // 0 fast ... 1 slow
        let weightY = 70 + 110 * (1 - slowness)
        return ZStack(alignment: .top) {
            RoundedRectangle(cornerRadius: 2)
                .fill(Color(white: 0.78))
                .frame(width: 6, height: MetronomeGeometry.pivotY - 20)
                .offset(y: 20)
            MetronomeTrapezium(topInset: 0.2, cornerRadius: 4)
                .fill(Color(red: 0.85, green: 0.65, blue: 0.20))
                .frame(width: 36, height: 26)
                .offset(y: weightY)
        }
        .frame(width: MetronomeGeometry.width, height: MetronomeGeometry.height, alignment: .top)
    }
}
