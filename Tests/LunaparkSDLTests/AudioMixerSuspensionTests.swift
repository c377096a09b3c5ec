import Dispatch
import Foundation
import Synchronization
import Testing
@testable import LunaparkSDL

/// The audio thread's suspension while nothing sounds, and its resume, driven
/// with fake callbacks on a thread of the test's own (no device).
@Suite(.serialized) struct AudioMixerSuspensionTests {
    static let spec = AudioSpec(frequency: 48_000, format: .s16, channels: 1, chunkSize: 240)
    static let period = 240.0 / 48_000

    /// Calls the hook for one buffer of 240 frames at host time `time`; returns whether any sample is not 0.
    static func callback(_ mixer: AudioMixer, at time: TimeInterval, samples: inout [Int16]) -> Bool {
        samples = [Int16](repeating: 0, count: 240)
        samples.withUnsafeMutableBytes { mixer.mix(into: $0.baseAddress!, bytes: 480, at: time) }
        return samples.contains { $0 != 0 }
    }

    /// A flag shared with the fake audio thread.
    final class Flag: Sendable {
        let value = Atomic<Bool>(false)
        var isSet: Bool { value.load(ordering: .sequentiallyConsistent) }
    }

    /// Runs `body` on a thread of its own; the returned flag is set when it has finished.
    static func onAudioThread(_ body: @escaping @Sendable () -> Void) -> Flag {
        let done = Flag()
        DispatchQueue.global().async {
            body()
            done.value.store(true, ordering: .sequentiallyConsistent)
        }
        return done
    }

    static func wait(until condition: () -> Bool, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            if Date() > deadline { return false }
            usleep(1_000)
        }
        return true
    }

    @Test func theThreadSleepsAfterTheSilenceAndASoundWakesItOnItsFrame() throws {
        let mixer = AudioMixer(spec: Self.spec, placement: .filtered)
        mixer.silentFramesBeforeSuspending.store(2_400, ordering: .relaxed)  // 50 ms
        let sound = SoundBuffer(name: "click", samples: [Float](repeating: 0.5, count: 10), channels: 1, frequency: 48_000)
        // 10 silent buffers: the 10th reaches 50 ms of silence and does not return.
        let first = Self.onAudioThread {
            var samples: [Int16] = []
            for k in 0..<10 {
                _ = Self.callback(mixer, at: 100 + Double(k) * Self.period, samples: &samples)
            }
        }
        #expect(Self.wait(until: { mixer.statistics.suspensions == 1 }, seconds: 2), "suspended after 50 ms of silence")
        usleep(100_000)
        #expect(!first.isSet, "the thread sleeps in the callback")
        #expect(mixer.statistics.callbacks == 10)

        // Resumed by a sound 40 ms after the wake-up, through a refilling burst (PulseAudio's:
        // two callbacks 0.4 ms apart, then every period).
        let wake = 103.0
        let due = wake + 0.0004 + 0.040
        #expect(mixer.schedule(ScheduledSound(sound: sound, mixTime: due, volume: 1)))
        #expect(Self.wait(until: { first.isSet }, seconds: 2), "woken")
        // The callbacks below run on this thread: it must not fall asleep again after the sound.
        mixer.silentFramesBeforeSuspending.store(48_000, ordering: .relaxed)
        var samples: [Int16] = []
        var heardAt: Int64?
        let resumeFrame = mixer.framesMixed.load(ordering: .relaxed)
        var times = [wake, wake + 0.0004]
        for k in 1...20 { times.append(wake + 0.0004 + Double(k) * Self.period) }
        for (index, time) in times.enumerated() {
            let firstFrame = mixer.framesMixed.load(ordering: .relaxed)
            if Self.callback(mixer, at: time, samples: &samples), heardAt == nil,
               let offset = samples.firstIndex(where: { $0 != 0 }) {
                heardAt = firstFrame + Int64(offset)
            }
            if index < 2 { #expect(!mixer.clockSnapshot.canPlace, "no phase during the burst") }
        }
        // The burst's last callback (frame resumeFrame + 240) is at wake + 0.4 ms; the sound 40 ms later.
        let expected = resumeFrame + 240 + 1_920
        #expect(heardAt == expected, "on its frame after the resume: \(String(describing: heardAt)) vs \(expected)")
        #expect(mixer.statistics.lateSounds == 0)
        #expect(mixer.statistics.suspensions == 1, "no new suspension while the sound plays")
    }

    @Test func heldAwakeTheThreadDoesNotSuspend() {
        let mixer = AudioMixer(spec: Self.spec)
        mixer.silentFramesBeforeSuspending.store(240, ordering: .relaxed)
        mixer.withOutputAwake {
            var samples: [Int16] = []
            for k in 0..<20 { _ = Self.callback(mixer, at: Double(k) * Self.period, samples: &samples) }
        }
        #expect(mixer.statistics.suspensions == 0)
        #expect(mixer.statistics.callbacks == 20)
    }

    @Test func withoutALimitTheThreadNeverSuspends() {
        let mixer = AudioMixer(spec: Self.spec)
        var samples: [Int16] = []
        for k in 0..<400 { _ = Self.callback(mixer, at: Double(k) * Self.period, samples: &samples) }
        #expect(mixer.statistics.suspensions == 0)
    }

    @Test func aRealDeviceSuspendsStopsCallingBackAndClosesWhileSuspended() throws {
        let device = try AudioDevice.open(frequency: 48_000, channels: 2, chunkSize: 240, driver: "dummy").get()
        device.silenceBeforeSuspending = 0.05
        #expect(device.silenceBeforeSuspending.map { abs($0 - 0.05) < 1e-9 } == true)
        #expect(Self.wait(until: { device.statistics.suspensions >= 1 }, seconds: 3))
        let callbacks = device.statistics.callbacks
        usleep(200_000)
        #expect(device.statistics.callbacks == callbacks, "no callback while suspended")
        // Work that takes SDL's audio lock, then closing, do not wait on the sleeping thread.
        let value = device.withOutputAwake { 42 }
        #expect(value == 42)
        device.close()
    }
}
