import Foundation
import Lunapark
import Testing
@testable import LunaparkDemo

// Scene 7 (Metronome): the demo's own metronome with the park's numbers and the article's
// (60 bpm, ±30°, the bell when (bellCounter + 1) % 4 is 0), its sounds recorded.

/// Notes each sound played: its name and host time.
@MainActor
private final class SoundRecorder: AudioOutput {
    private(set) var played: [(name: String, time: TimeInterval)] = []
    func prepare(_ name: String) throws {}
    func play(_ name: String, at time: TimeInterval, volume: Double) { played.append((name, time)) }
}

/// Whether a pixel is the pendulum's brass weight (217, 166, 51).
private func brass(_ p: RGBA8) -> Bool { p.r > 190 && p.g > 135 && p.g < 195 && p.b < 90 }

@MainActor
@Suite("Scene 7: the metronome with the park's numbers and the article's")
struct MetronomeSceneTests {
    /// Plays `style` for 8.5 s (9 beats) and returns the sounds, and the weight's centres just
    /// before the second and third beats (the first swing's end, the second's).
    private func play(_ style: MetronomeStyle, bpm: Double, beatsPerBar: Int)
        -> (sounds: [(name: String, time: TimeInterval)], ends: [CGPoint]) {
        let recorder = SoundRecorder()
        let previous = AudioRouting.output
        AudioRouting.output = recorder
        defer { AudioRouting.output = previous }
        let host = HeadlessHost(size: CGSize(width: 700, height: 420)) {
            MetronomeView(bpm: bpm, beatsPerBar: beatsPerBar, style: style, counts: MetronomeBodyCounts())
        }
        let beat = 60 / bpm
        var ends: [CGPoint] = []
        for end in [beat - 0.02, 2 * beat - 0.02] {
            host.advance(by: end - host.time)
            let weight = host.render().region(where: brass) ?? .zero
            ends.append(CGPoint(x: weight.midX, y: weight.midY))
        }
        host.advance(by: 8.5 * beat - host.time)
        return (recorder.played, ends)
    }

    /// The swing, degrees, from the weight's two ends: half their distance is r·sin θ, with r the
    /// weight's distance from the pivot (the pivot 260 pt down the 300-pt metronome, the weight's
    /// centre 13 pt below its top, which sits higher the slower the tempo).
    private func swing(_ ends: [CGPoint], bpm: Double) -> Double {
        let slowness = (208 - bpm) / (208 - 40)
        let radius = MetronomeGeometry.pivotY - (70 + 110 * (1 - slowness) + 13)
        return asin(abs(ends[1].x - ends[0].x) / 2 / radius) * 180 / .pi
    }

    /// The article's numbers: a beat a second, ±30°, and the bell on every fourth beat.
    @Test func theArticlesMetronomeBeatsAtSixtyAndRingsOnTheFourthBeat() {
        let (sounds, ends) = play(.article, bpm: MetronomeStyle.articleBpm, beatsPerBar: MetronomeStyle.articleBeatsPerBar)
        #expect(sounds.map(\.name) == ["tick", "tick", "tick", "bell", "tick", "tick", "tick", "bell", "tick"])
        for (index, sound) in sounds.enumerated() {
            #expect(abs(sound.time - Double(index)) < 1e-6, "beat \(index + 1) at \(sound.time) s")
        }
        #expect(abs(swing(ends, bpm: 60) - 30) <= 1.5, "swing \(swing(ends, bpm: 60))°")
    }

    /// The park's numbers at 120 bpm in bars of 3: a beat every 0.5 s, ±24°, the bell on each
    /// bar's first beat.
    @Test func theParksMetronomeRingsOnEachBarsFirstBeat() {
        let (sounds, ends) = play(.park, bpm: 120, beatsPerBar: 3)
        #expect(sounds.map(\.name) == ["bell", "tick", "tick", "bell", "tick", "tick", "bell", "tick", "tick"])
        for (index, sound) in sounds.enumerated() {
            #expect(abs(sound.time - 0.5 * Double(index)) < 1e-6, "beat \(index + 1) at \(sound.time) s")
        }
        #expect(abs(swing(ends, bpm: 120) - 24) <= 1.5, "swing \(swing(ends, bpm: 120))°")
    }

    /// The scene's picker: its second segment shows the article's metronome and says so.
    @Test func theScenesPickerOffersTheArticlesNumbers() {
        let host = HeadlessHost(size: CGSize(width: 960, height: 640)) { MetronomeScene() }
        #expect(host.shownTexts.contains("120 bpm"))
        host.tap(text: MetronomeStyle.article.rawValue)
        host.advance(by: 0.1)
        #expect(!host.shownTexts.contains("120 bpm"), "the tempo slider is hidden")
        #expect(host.shownTexts.contains { $0.hasPrefix("The article's Metronome: bpm = 60") })
        #expect(host.shownTexts.contains("beat 1 of 4"), "the first beat, no bell: \(host.shownTexts)")
    }
}
