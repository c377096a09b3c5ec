import Foundation
import Lunapark

/// Passes sounds to the real engine and notes each request: the sound, the
/// host time it was played for, and when the request was made.
@MainActor
final class RecordingAudioOutput: AudioOutput {
    struct Request {
        var name: String
        /// The host time the sound was played for (`AudioRouting.currentEventTime`).
        var time: TimeInterval
        /// The host time at which the view asked for it.
        var requestedAt: TimeInterval
        /// The host time the engine mixes it at (`AudioEngine.mixTime(for:)`).
        var mixTime: TimeInterval
    }

    let engine: AudioEngine
    private(set) var requests: [Request] = []

    init(engine: AudioEngine) {
        self.engine = engine
    }

    func prepare(_ name: String) throws {
        try engine.prepare(name)
    }

    func play(_ name: String, at time: TimeInterval, volume: Double) {
        requests.append(Request(name: name, time: time, requestedAt: HostClock.now(), mixTime: engine.mixTime(for: time)))
        engine.play(name, at: time, volume: volume)
    }
}
