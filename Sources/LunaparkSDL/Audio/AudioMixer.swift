import CSDL2Mixer
import Dispatch
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
///
/// Suspension. SDL's audio thread runs every buffer even with the device
/// paused (`SDL_PauseAudioDevice` only skips the callback: measured through
/// PulseAudio, 2.2 % CPU running, 1.9 % paused), and closing and reopening
/// the output stalls PulseAudio streams for 0.8-2 s before their first
/// steady callback. So once nothing has sounded for `silenceBeforeSuspending`,
/// the hook waits on a semaphore at the end of a callback: the thread holds
/// SDL's audio lock and sleeps (0.00 % CPU), the server plays silence.
/// `schedule` wakes it; through PulseAudio the next two callbacks come at
/// once (the stream refills) and the steady ones from 5 ms later, so the
/// clock re-locks (`AudioClock.restart`) within about one buffer and sounds
/// requested 10 ms plus one buffer ahead still land on their frame.
/// Anything on another thread that takes SDL's audio lock (SDL_mixer's
/// `Mix_FreeChunk`, closing) runs inside `withOutputAwake`, which keeps the
/// thread from suspending meanwhile.
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
    /// Times the output was suspended and resumed.
    let suspensions = Atomic<Int64>(0)
    /// How the audio thread is scheduled: 0 before the first callback, -1 time-sharing, else the round-robin priority.
    let threadPriority = Atomic<Int>(0)
    /// Frames of silence after which the audio thread suspends itself (0: never).
    let silentFramesBeforeSuspending = Atomic<Int64>(0)
    /// True while the audio thread waits on `wakeSignal`.
    private let isSuspended = Atomic<Bool>(false)
    /// Callers inside `withOutputAwake`: while above 0 the thread does not suspend.
    private let awakeHolds = Atomic<Int>(0)
    private let wakeSignal = DispatchSemaphore(value: 0)
    /// Frames mixed with no sound playing or waiting, since the last sound (audio thread).
    private let silentFrames = Atomic<Int64>(0)

    private let pendingCapacity: Int
    private let pending: Mutex<[ScheduledSound]>
    private let voices: Mutex<VoiceMixer>
    private let clock: Mutex<AudioClock>
    private let callbackLogCapacity: Int
    private let callbackLog: Mutex<[AudioCallbackRecord]>

    /// - Parameters:
    ///   - spec: the obtained output spec.
    ///   - callbackLogCapacity: how many callbacks to record (0: none).
    ///   - placement: how sounds are placed inside a buffer (by the driver, `AudioClock.Placement`).
    init(spec: AudioSpec, placement: AudioClock.Placement = .filtered, callbackLogCapacity: Int = 0) {
        self.spec = spec
        pendingCapacity = 256
        var queue: [ScheduledSound] = []
        queue.reserveCapacity(pendingCapacity)
        pending = Mutex(queue)
        voices = Mutex(VoiceMixer(frequency: spec.frequency, channels: spec.channels, placement: placement))
        clock = Mutex(AudioClock(frequency: spec.frequency, placement: placement))
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
        wake()
        return queued
    }

    /// Wakes the audio thread if it is suspended (any thread).
    func wake() {
        if isSuspended.compareExchange(expected: true, desired: false, ordering: .sequentiallyConsistent).exchanged {
            wakeSignal.signal()
        }
    }

    /// Runs `body` with the audio thread awake and kept from suspending (any
    /// thread): for work that takes SDL's audio lock, which a suspended thread holds.
    func withOutputAwake<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        awakeHolds.add(1, ordering: .sequentiallyConsistent)
        defer { awakeHolds.subtract(1, ordering: .sequentiallyConsistent) }
        wake()
        return try body()
    }

    /// Suspends the audio thread until `wake()` once the output has been silent
    /// long enough and nothing keeps it awake (audio thread, end of a callback).
    private func suspendIfSilent(frames: Int, silent: Bool) {
        let limit = silentFramesBeforeSuspending.load(ordering: .relaxed)
        let silence = silent ? silentFrames.add(Int64(frames), ordering: .relaxed).newValue : 0
        if !silent { silentFrames.store(0, ordering: .relaxed) }
        guard limit > 0, silence >= limit else { return }
        isSuspended.store(true, ordering: .sequentiallyConsistent)
        // Checked after announcing the suspension: a request or a hold that came first is seen
        // here, one that comes later sees `isSuspended` and wakes the thread (`wake()`).
        let mustStayAwake = awakeHolds.load(ordering: .sequentiallyConsistent) > 0
            || pending.withLock { !$0.isEmpty }
        if mustStayAwake, isSuspended.compareExchange(expected: true, desired: false,
                                                      ordering: .sequentiallyConsistent).exchanged {
            silentFrames.store(0, ordering: .relaxed)
            return
        }
        suspensions.add(1, ordering: .relaxed)
        wakeSignal.wait()  // until wake() (the signal may already be there)
        silentFrames.store(0, ordering: .relaxed)
        voices.withLock { $0.resume() }
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
        if threadPriority.load(ordering: .relaxed) == 0 {
            // Once, on SDL's audio thread (AudioThreadScheduling).
            let scheduling = AudioThreadScheduling.raiseCurrentThread()
            threadPriority.store(scheduling.priority ?? -1, ordering: .relaxed)
        }
        let format = spec.format
        var isSilent = false
        let rendered: Void? = voices.withLockIfAvailable { mixer in
            // Take what the main actor queued, unless it holds the queue right now.
            _ = pending.withLockIfAvailable { queue in
                for request in queue { mixer.add(request) }
                queue.removeAll(keepingCapacity: true)
            }
            mixer.render(into: stream, format: format, frames: frames, firstFrame: first, callbackTime: now)
            isSilent = mixer.isSilent
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
        suspendIfSilent(frames: frames, silent: rendered.map { isSilent } ?? false)
    }

    /// The counters so far.
    var statistics: AudioStatistics {
        AudioStatistics(framesMixed: framesMixed.load(ordering: .acquiring),
                        callbacks: callbacks.load(ordering: .relaxed),
                        soundsPlaced: soundsPlaced.load(ordering: .relaxed),
                        lateSounds: lateSounds.load(ordering: .relaxed),
                        maxLateFrames: maxLateFrames.load(ordering: .relaxed),
                        droppedSounds: queueDrops.load(ordering: .relaxed) + voiceDrops.load(ordering: .relaxed),
                        skippedCallbacks: skippedCallbacks.load(ordering: .relaxed),
                        suspensions: suspensions.load(ordering: .relaxed))
    }

    /// How the audio thread is scheduled (any thread).
    var threadScheduling: AudioThreadScheduling {
        switch threadPriority.load(ordering: .relaxed) {
        case 0: .unknown
        case let priority where priority > 0: .realtime(priority: priority)
        default: .timeSharing
        }
    }

    /// The audio clock as of the latest callback (a copy the audio thread
    /// publishes; it skips publishing while this reads).
    var clockSnapshot: AudioClock { clock.withLock { $0 } }

    /// Recorded callbacks (read after the device is closed).
    var recordedCallbacks: [AudioCallbackRecord] { callbackLog.withLock { Array($0) } }

    /// Where sounds were placed (read after the device is closed).
    var placements: [VoiceMixer.Placement] { voices.withLock { Array($0.placements) } }
}
