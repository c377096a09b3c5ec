import Lunapark

// The SwiftUI Lab article, "A custom TimelineScheduler": a heart beating at irregular
// intervals and amplitudes, driven by CyclicTimelineSchedule.

/// The beat: the scale of each phase and how long after the previous phase it starts.
enum Heartbeat {
    static let scales: [CGFloat] = [1.0, 1.6, 2.0]
    /// The schedule's offsets: 1.6 holds 0.2 s, 2.0 holds 0.2 s, 1.0 holds 0.4 s.
    static let offsets: [TimeInterval] = [0.2, 0.2, 0.4]
    /// The park's spring: quick and underdamped, each change overshoots and wobbles a little.
    static let spring = Animation.spring(response: 0.12, dampingFraction: 0.3)
    /// The article's spring: quicker and bouncier (damping 0.24); the blend duration only
    /// matters when a change interrupts a running spring.
    static let articleSpring = Animation.spring(response: 0.10, dampingFraction: 0.24, blendDuration: 0.2)

    /// The springs the example offers.
    enum Choice: String, CaseIterable {
        case park = "park: spring 0.12 s, damping 0.3"
        case article = "as in the article: 0.10 s, damping 0.24, blend 0.2"

        var animation: Animation { self == .park ? Heartbeat.spring : Heartbeat.articleSpring }
    }
}

/// The timeline: an entry 0.2, 0.2 and 0.4 s after the previous one, over and over.
struct BeatingHeartExample: View {
    @State private var spring: Heartbeat.Choice

    /// The example with `spring` picked.
    init(spring: Heartbeat.Choice = .park) {
        _spring = State(initialValue: spring)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Picker("spring", selection: $spring) {
                ForEach(Heartbeat.Choice.allCases, id: \.self) { choice in
                    Text(choice.rawValue).tag(choice)
                }
            }
            .pickerStyle(.segmented)
            heartAndCycle
        }
    }

    private var heartAndCycle: some View {
        HStack(alignment: .center, spacing: 50) {
            TimelineView(.cyclic(timeOffsets: Heartbeat.offsets)) { timeline in
                BeatingHeart(date: timeline.date, animation: spring.animation)
            }
            .frame(width: 300, height: 300)
            .background(Color.white, in: RoundedRectangle(cornerRadius: 16))
            VStack(alignment: .leading, spacing: 10) {
                Text("the cycle").font(.headline)
                ForEach(0..<3, id: \.self) { step in
                    let phase = (step + 1) % 3
                    HStack(spacing: 12) {
                        Text(String(format: "scale %.1f", Double(Heartbeat.scales[phase])))
                            .font(.callout.monospacedDigit().bold())
                            .frame(width: 90, alignment: .leading)
                        Text(String(format: "held %.1f s, then the next entry", Heartbeat.offsets[step]))
                            .font(.callout)
                            .foregroundStyle(Color(white: 0.35))
                    }
                }
                Text("onAppear moves to 1.6 at once (the first entry is 0.2 s away); each entry's onChange moves to the next phase, and .animation(spring, value: phase) springs to it.")
                    .font(.caption)
                    .foregroundStyle(Color(white: 0.4))
                    .frame(width: 340, alignment: .leading)
            }
        }
    }
}

/// The heart: its phase advances when the date changes and springs to its scale.
struct BeatingHeart: View {
    let date: Date
    /// The spring that moves the heart to each phase's scale.
    var animation = Heartbeat.spring
    @State private var phase = 0

    var body: some View {
        Text("❤️")
            .font(.system(size: 80))
            .scaleEffect(Heartbeat.scales[phase])
            .animation(animation, value: phase)
            .onChange(of: date) { advance() }
            .onAppear { advance() }
    }

    private func advance() {
        phase = (phase + 1) % Heartbeat.scales.count
    }
}
