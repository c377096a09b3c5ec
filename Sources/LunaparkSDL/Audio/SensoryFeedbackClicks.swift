import Foundation
import LunaparkGraph

/// The clicks that stand in for haptic feedback on a Linux desktop (`SensoryFeedback`), made
/// here rather than loaded: each tick of `SensoryFeedback.clicks` is a sine burst with a 1 ms
/// linear attack and an exponential decay, cut off after five time constants (under 1 % left).
public enum SensoryFeedbackClicks {
    /// The samples of `feedback`'s click at `frequency` Hz with `channels` interleaved channels
    /// (the same on each channel), named `feedback.soundName`.
    public static func buffer(for feedback: SensoryFeedback, frequency: Int, channels: Int) -> SoundBuffer {
        let rate = Double(max(1, frequency))
        let attack = 0.001
        let end = feedback.clicks.map { $0.delay + attack + 5 * $0.ring }.max() ?? 0
        let frames = Int((end * rate).rounded(.up))
        var mono = [Float](repeating: 0, count: frames)
        for click in feedback.clicks {
            let first = Int((click.delay * rate).rounded())
            let count = Int(((attack + 5 * click.ring) * rate).rounded(.up))
            for i in 0..<count where first + i < frames {
                let t = Double(i) / rate
                let envelope = t < attack ? t / attack : exp(-(t - attack) / click.ring)
                mono[first + i] += Float(click.amplitude * envelope * sin(2 * .pi * click.frequency * t))
            }
        }
        let width = max(1, channels)
        var samples = [Float](repeating: 0, count: frames * width)
        for (f, value) in mono.enumerated() {
            for c in 0..<width { samples[f * width + c] = min(1, max(-1, value)) }
        }
        return SoundBuffer(name: feedback.soundName, samples: samples, channels: width, frequency: Int(rate))
    }
}
