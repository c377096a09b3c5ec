import CSDL2
import CSDL2Mixer
import Foundation
import Synchronization

/// The audio output, opened through SDL_mixer, with the engine's post-mix
/// hook (`AudioMixer`): a count of the sample frames mixed so far, the
/// audio clock, and sample-accurate mixing of scheduled sounds.
///
/// SDL_mixer has one output per process: open one device and keep it for the
/// program's life; `close()` (or releasing it) closes the output.
public final class AudioDevice: Sendable {
    /// The spec the device obtained (SDL converts if the hardware differs).
    public let spec: AudioSpec
    /// The SDL audio driver in use ("pulseaudio", "alsa", "disk", "dummy", ...).
    public let driverName: String
    let mixer: AudioMixer
    private let isOpen = Atomic<Bool>(true)

    /// Sample frames mixed since the device opened: the position of the next
    /// mix buffer, counted on SDL's audio thread. Frames reach the speaker one
    /// device buffer later than they are mixed (`AudioClock`).
    public var framesMixed: Int64 { mixer.framesMixed.load(ordering: .acquiring) }

    /// What the output has done so far (any thread).
    public var statistics: AudioStatistics { mixer.statistics }

    /// The device buffer the callbacks actually deliver, in frames (0 before the first).
    public var framesPerCallback: Int { mixer.framesPerCallback.load(ordering: .relaxed) }

    /// The output latency, seconds: one device buffer (`AudioClock`); before the
    /// first callback, the requested chunk.
    public var deviceLatency: TimeInterval {
        let frames = framesPerCallback
        return Double(frames > 0 ? frames : spec.chunkSize) / Double(spec.frequency)
    }

    /// The mean interval between mix callbacks so far, seconds (nil before the second).
    public var measuredCallbackInterval: TimeInterval? {
        let nanos = mixer.callbackIntervalNanos.load(ordering: .relaxed)
        return nanos > 0 ? Double(nanos) / 1e9 : nil
    }

    /// How SDL's audio thread is scheduled (`unknown` before the first callback).
    public var threadScheduling: AudioThreadScheduling { mixer.threadScheduling }

    /// The audio clock (see `AudioMixer.clockSnapshot`).
    public var clock: AudioClock { mixer.clockSnapshot }

    /// How long the output may be silent (no sound playing or waiting) before
    /// the audio thread suspends itself, seconds; nil (the default): never.
    /// Suspended, the process uses no CPU for audio; the next `schedule`
    /// resumes the output, and the clock re-locks within about one buffer
    /// before it places a sound (`AudioMixer`, "Suspension").
    public var silenceBeforeSuspending: TimeInterval? {
        get {
            let frames = mixer.silentFramesBeforeSuspending.load(ordering: .relaxed)
            return frames > 0 ? Double(frames) / Double(spec.frequency) : nil
        }
        set {
            let frames = newValue.map { $0.isFinite && $0 > 0 ? Int64(min($0, 86_400) * Double(spec.frequency)) : 0 } ?? 0
            mixer.silentFramesBeforeSuspending.store(max(frames, newValue == nil ? 0 : 1), ordering: .relaxed)
        }
    }

    /// Runs `body` with the audio thread awake and kept from suspending: for
    /// work on another thread that takes SDL's audio lock (which a suspended
    /// thread holds), such as SDL_mixer's `Mix_FreeChunk`.
    public func withOutputAwake<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        try mixer.withOutputAwake(body)
    }

    /// The callbacks recorded (with `callbackLogCapacity` > 0 at open); complete once closed.
    public var recordedCallbacks: [AudioCallbackRecord] { mixer.recordedCallbacks }

    /// Where scheduled sounds were placed (the first 1,024); complete once closed.
    public var placements: [VoiceMixer.Placement] { mixer.placements }

    /// Queues a sound for the audio thread; false when it was dropped.
    @discardableResult
    public func schedule(_ sound: ScheduledSound) -> Bool {
        guard isOpen.load(ordering: .acquiring) else { return false }
        return mixer.schedule(sound)
    }

    private init(spec: AudioSpec, driverName: String, callbackLogCapacity: Int) {
        self.spec = spec
        self.driverName = driverName
        mixer = AudioMixer(spec: spec, placement: AudioClock.Placement(driver: driverName),
                           callbackLogCapacity: callbackLogCapacity)
        // Mix_SetPostMix runs the hook after all channels and music are mixed, on
        // the audio thread (SDL wiki, Mix_SetPostMix).
        Mix_SetPostMix(AudioMixer.postMix, Unmanaged.passUnretained(mixer).toOpaque())
    }

    deinit {
        close()
    }

    /// Closes the output (once; later calls do nothing). The audio thread has
    /// stopped when it returns, so the logs are complete.
    public func close() {
        guard isOpen.compareExchange(expected: true, desired: false, ordering: .acquiringAndReleasing).exchanged else {
            return
        }
        // Mix_SetPostMix takes the audio lock, so when it returns the hook is not
        // running and will not run again: the mixer may go. A suspended hook holds
        // that lock: it is woken and kept awake first.
        mixer.withOutputAwake {
            Mix_SetPostMix(nil, nil)
        }
        Mix_CloseAudio()
        SDL_QuitSubSystem(SDL_INIT_AUDIO)
    }

    /// Opens the audio output.
    /// - Parameters:
    ///   - frequency: sample frames per second (Hz).
    ///   - format: sample format.
    ///   - channels: interleaved channels.
    ///   - chunkSize: sample frames per mix buffer; smaller is lower latency.
    ///     Prefer whole milliseconds (480 at 48 kHz): SDL's disk driver paces
    ///     itself in whole milliseconds (platform notes).
    ///   - driver: an SDL audio driver ("pulseaudio", "alsa", "disk", "dummy"),
    ///     or nil for SDL's choice (which honours SDL_AUDIODRIVER).
    ///   - callbackLogCapacity: how many mix callbacks to record (`recordedCallbacks`; 0: none).
    /// - Returns: the device, or a one-line reason it could not open.
    public static func open(frequency: Int = 48_000, format: AudioSampleFormat = .s16, channels: Int = 2,
                            chunkSize: Int = 1024, driver: String? = nil,
                            callbackLogCapacity: Int = 0) -> Result<AudioDevice, AudioDeviceError> {
        var queried = (frequency: Int32(0), format: UInt16(0), channels: Int32(0))
        // Mix_QuerySpec returns how many times the output was opened (0: closed).
        if Mix_QuerySpec(&queried.frequency, &queried.format, &queried.channels) > 0 { return .failure(.alreadyOpen) }

        if let driver {
            SDL_SetHint(SDL_HINT_AUDIODRIVER, driver)
        } else {
            SDL_ResetHint(SDL_HINT_AUDIODRIVER)
        }
        guard SDL_InitSubSystem(SDL_INIT_AUDIO) == 0 else {
            return .failure(.initFailed(String(cString: SDL_GetError())))
        }
        let driverName = SDL_GetCurrentAudioDriver().map { String(cString: $0) } ?? "unknown"
        // Without a sound card libasound prints eight lines of its own before SDL
        // reports the failure in one; the reason is ours to print.
        if driverName == "alsa" { _ = lunapark_silence_alsa_errors() }

        // No allowed changes: SDL converts to the device's real format, so the
        // obtained spec is the requested one and sample positions mean what they say.
        guard Mix_OpenAudioDevice(Int32(frequency), format.sdlFormat, Int32(channels), Int32(chunkSize), nil, 0) == 0 else {
            let reason = String(cString: SDL_GetError())
            SDL_QuitSubSystem(SDL_INIT_AUDIO)
            return .failure(.openFailed(reason.isEmpty ? "unknown SDL_mixer error" : reason))
        }
        Mix_QuerySpec(&queried.frequency, &queried.format, &queried.channels)
        let obtained = AudioSpec(frequency: Int(queried.frequency),
                                 format: AudioSampleFormat(sdlFormat: queried.format) ?? format,
                                 channels: Int(queried.channels), chunkSize: chunkSize)
        return .success(AudioDevice(spec: obtained, driverName: driverName, callbackLogCapacity: callbackLogCapacity))
    }

    /// Opens the audio output, or returns nil after one warning line,
    /// "audio: no output device (<reason>); continuing muted", so the program
    /// goes on without sound.
    /// - Parameters:
    ///   - frequency: sample frames per second (Hz).
    ///   - format: sample format.
    ///   - channels: interleaved channels.
    ///   - chunkSize: sample frames per mix buffer (see `open`).
    ///   - driver: an SDL audio driver, or nil for SDL's choice.
    ///   - warn: where the warning goes (standard error by default).
    public static func openOrMuted(frequency: Int = 48_000, format: AudioSampleFormat = .s16, channels: Int = 2,
                                   chunkSize: Int = 1024, driver: String? = nil,
                                   warn: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
        -> AudioDevice? {
        switch open(frequency: frequency, format: format, channels: channels, chunkSize: chunkSize, driver: driver) {
        case let .success(device):
            return device
        case let .failure(error):
            warn(mutedWarning(for: error))
            return nil
        }
    }

    /// The warning printed when the program goes on muted.
    public static func mutedWarning(for error: AudioDeviceError) -> String {
        "audio: no output device (\(error)); continuing muted"
    }
}
