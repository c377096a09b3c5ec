import Lunapark

/// How far the pendulum swings and which beat of a bar rings the bell: the park's choice,
/// or the SwiftUI Lab article's own numbers.
enum MetronomeStyle: String, CaseIterable {
    /// ±24°, the bell on each bar's first beat, at the tempo and bar set by the controls.
    case park = "park: your tempo and bar, ±24°"
    /// The article's `Metronome`: `bpm = 60`, `.rotationEffect(.degrees(pendulumOnLeft ? -30 : 30))`
    /// and `bellCounter = (bellCounter + 1) % 4`, the bell when that is 0: on every fourth beat,
    /// the last of a bar of four.
    case article = "as in the article: 60 bpm, ±30°, bell % 4"

    /// The article's tempo, beats per minute.
    static let articleBpm: Double = 60
    /// The article's bar: a bell every 4 beats.
    static let articleBeatsPerBar = 4

    /// How far the pendulum swings to each side.
    var swing: Angle {
        switch self {
        case .park: .degrees(24)
        case .article: .degrees(30)
        }
    }

    /// Whether beat `beat` (1 for the first one played) rings the bell in a bar of `beatsPerBar`.
    func ringsBell(beat: Int, beatsPerBar: Int) -> Bool {
        let bar = max(1, beatsPerBar)
        switch self {
        case .park: return (beat - 1) % bar == 0
        case .article: return beat % bar == 0  // the article's (bellCounter + 1) % 4 == 0
        }
    }
}
