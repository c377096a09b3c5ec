import Foundation
import LunaparkGraph
import LunaparkSDL
import Testing

/// The clicks that stand in for haptics: short, loud enough, within -1...1, and told apart.
struct SensoryFeedbackClicksTests {
    /// The start times of the ticks, seconds: where the envelope rises after 2 ms of near silence.
    private func onsets(_ buffer: SoundBuffer) -> [Double] {
        var result: [Double] = []
        var quiet = Int.max / 2
        for f in 0..<buffer.frames {
            let loud = abs(buffer.samples[f * buffer.channels]) > 0.02
            if loud, quiet > buffer.frequency / 500 { result.append(Double(f) / Double(buffer.frequency)) }
            quiet = loud ? 0 : quiet + 1
        }
        return result
    }

    @Test(arguments: SensoryFeedback.allClicks)
    func eachClickIsShortAndWithinRange(feedback: SensoryFeedback) {
        let buffer = SensoryFeedbackClicks.buffer(for: feedback, frequency: 48_000, channels: 2)
        #expect(buffer.name == feedback.soundName)
        #expect(buffer.duration > 0.01 && buffer.duration < 0.4, "\(feedback): \(buffer.duration) s")
        let peak = buffer.samples.map(abs).max() ?? 0
        #expect(peak > 0.2 && peak <= 1, "\(feedback): peak \(peak)")
        #expect(zip(buffer.samples.indices, buffer.samples).allSatisfy { $0 % 2 == 1 || buffer.samples[$0 + 1] == $1 },
                "the same on both channels")
    }

    @Test func rhythmsFollowTheirPatterns() {
        func ticks(_ feedback: SensoryFeedback) -> Int {
            onsets(SensoryFeedbackClicks.buffer(for: feedback, frequency: 48_000, channels: 1)).count
        }
        #expect(ticks(.success) == 2)
        #expect(ticks(.warning) == 2)
        #expect(ticks(.error) == 3)
        #expect(ticks(.selection) == 1)
        #expect(ticks(.impact(weight: .heavy)) == 1)
    }
}
