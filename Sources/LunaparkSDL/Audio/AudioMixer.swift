import CSDL2Mixer
import Foundation
import Synchronization

/// The engine's half on SDL's audio thread: a `Mix_SetPostMix` hook that
/// counts the frames mixed, keeps the audio clock, and mixes scheduled
/// sounds into each buffer at their exact frame (`VoiceMixer`).
///
/// Threads. The hook is a C function pointer built in this nonisolated
/// type, so it carries no actor isolation (a closure written in main-actor
/// code would be inferred `@MainActor` and trap on the audio thread;
/// platform notes). State is shared only through `Synchronization` types:
/// the main actor appends requests to `pending` under its `Mutex`; the
/// audio thread only ever *tries* that lock (`withLockIfAvailable`), so it
/// never waits: a request that meets a held lock (held by the main actor
/// only for an append) is taken one buffer later, so it still lands on its
/// frame when it came one buffer more than `AudioEngine.requiredRequestLead`
/// ahead, and counts late otherwise. The voices (with the clock) and the logs are
/// locked by the audio thread alone while the device is open (uncontended,
/// so never waiting either); other threads read counters through `Atomic`s,
/// and the logs once the device is closed. Arrays keep the capacity reserved
/// at creation, so the hook does not allocate.
final class AudioMixer: Sendable {
    /// The device's obtained spec.
    let spec: AudioSpec
    /// Output frames mixed so far (the next buffer's first frame).
    let framesMixed = Atomic<Int64>(0)
    let callbacks = Atomic<Int64>(0)
    let soundsPlaced = Atomic<Int64>(0)
    let lateSounds = Atomic<Int64>(0)
    let maxLateFrames = Atomic<Int64>(0)
    /// Requests refused by a full queue (main actor) and by a full voice list (audio thread).
    let queueDrops = Atomic<Int64>(0)
    let voiceDrops = Atomic<Int64>(0)
    let skippedCallbacks = Atomic<Int64>(0)
    /// The latest callback's buffer size in frames, and the mean callback
    /// interval in nanoseconds, published for the main actor.
    let framesPerCallback = Atomic<Int>(0)
    let callbackIntervalNanos = Atomic<Int64>(0)

    private let pendingCapacity: Int
    private let pending: Mutex<[ScheduledSound]>
    private let voices: Mutex<VoiceMixer>
    private let clock: Mutex<AudioClock>
    private let callbackLogCapacity: Int
    private let callbackLog: Mutex<[AudioCallbackRecord]>

    /// - Parameters:
    ///   - spec: the obtained output spec.
    ///   - callbackLogCapacity: how many callbacks to record (0: none).
    init(spec: AudioSpec, callbackLogCapacity: Int = 0) {
        self.spec = spec
        pendingCapacity = 256
        var queue: [ScheduledSound] = []
        queue.reserveCapacity(pendingCapacity)
        pending = Mutex(queue)
        voices = Mutex(VoiceMixer(frequency: spec.frequency, channels: spec.channels))
        clock = Mutex(AudioClock(frequency: spec.frequency))
        self.callbackLogCapacity = max(0, callbackLogCapacity)
        var log: [AudioCallbackRecord] = []
        log.reserveCapacity(self.callbackLogCapacity)
        callbackLog = Mutex(log)
    }

    /// Queues a sound for the audio thread (main actor or any thread); false
    /// when the queue is full (the audio thread has stopped taking requests).
    func schedule(_ sound: ScheduledSound) -> Bool {
        let queued = pending.withLock { queue in
            guard queue.count < pendingCapacity else { return false }
            queue.append(sound)
            return true
        }
        if !queued { queueDrops.add(1, ordering: .relaxed) }
        return queued
    }

    /// The `Mix_SetPostMix` hook. SDL_mixer calls it on the audio thread,
    /// holding the audio lock, after all channels and music are mixed into
    /// `stream` (`length` bytes in the device format), and before SDL hands
    /// the buffer to the device (SDL wiki, Mix_SetPostMix). `udata` is an
    /// unretained `AudioMixer` that outlives the hook: the device removes
    /// the hook (which takes the audio lock) before releasing it.
    static let postMix: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<UInt8>?, Int32) -> Void = {
        udata, stream, length in
        guard let udata, let stream, length > 0 else { return }
        Unmanaged<AudioMixer>.fromOpaque(udata).takeUnretainedValue()
            .mix(into: UnsafeMutableRawPointer(stream), bytes: Int(length), at: HostClock.now())
    }

    /// Mixes the scheduled sounds into one buffer and advances the counters (audio thread).
    func mix(into stream: UnsafeMutableRawPointer, bytes: Int, at now: TimeInterval) {
        let frames = bytes / spec.bytesPerFrame
        let first = framesMixed.load(ordering: .relaxed)  // written by this thread only
        let format = spec.format
        let rendered: Void? = voices.withLockIfAvailable { mixer in
            // Take what the main actor queued, unless it holds the queue right now.
            _ = pending.withLockIfAvailable { queue in
                for request in queue { mixer.add(request) }
                queue.removeAll(keepingCapacity: true)
            }
            mixer.render(into: stream, format: format, frames: frames, firstFrame: first, callbackTime: now)
            soundsPlaced.store(Int64(mixer.placedCount), ordering: .relaxed)
            lateSounds.store(Int64(mixer.lateCount), ordering: .relaxed)
            maxLateFrames.store(mixer.maxLateFrames, ordering: .relaxed)
            voiceDrops.store(Int64(mixer.droppedCount), ordering: .relaxed)
            // Publish the clock for other threads, unless one is reading it right now.
            let latest = mixer.clock
            _ = clock.withLockIfAvailable { $0 = latest }
            framesPerCallback.store(latest.framesPerCallback, ordering: .relaxed)
            if let interval = latest.measuredCallbackInterval {
                callbackIntervalNanos.store(Int64(interval * 1e9), ordering: .relaxed)
            }
        }
        if rendered == nil { skippedCallbacks.add(1, ordering: .relaxed) }
        if callbackLogCapacity > 0 {
            _ = callbackLog.withLockIfAvailable { log in
                if log.count < callbackLogCapacity {
                    log.append(AudioCallbackRecord(firstFrame: first, frames: frames, hostTime: now))
                }
            }
        }
        callbacks.add(1, ordering: .relaxed)
        framesMixed.store(first + Int64(frames), ordering: .releasing)
    }

    /// The counters so far.
    var statistics: AudioStatistics {
        AudioStatistics(framesMixed: framesMixed.load(ordering: .acquiring),
                        callbacks: callbacks.load(ordering: .relaxed),
                        soundsPlaced: soundsPlaced.load(ordering: .relaxed),
                        lateSounds: lateSounds.load(ordering: .relaxed),
                        maxLateFrames: maxLateFrames.load(ordering: .relaxed),
                        droppedSounds: queueDrops.load(ordering: .relaxed) + voiceDrops.load(ordering: .relaxed),
                        skippedCallbacks: skippedCallbacks.load(ordering: .relaxed))
    }

    /// The audio clock as of the latest callback (a copy the audio thread
    /// publishes; it skips publishing while this reads).
    var clockSnapshot: AudioClock { clock.withLock { $0 } }

    /// Recorded callbacks (read after the device is closed).
    var recordedCallbacks: [AudioCallbackRecord] { callbackLog.withLock { Array($0) } }

    /// Where sounds were placed (read after the device is closed).
    var placements: [VoiceMixer.Placement] { voices.withLock { Array($0.placements) } }
}
