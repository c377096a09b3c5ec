import Foundation

/// Places scheduled sounds on exact output frames and adds their samples
/// into mix buffers: the sample-accurate part of the audio engine, as pure
/// logic (no SDL, no clock), so it is tested with fake buffers and times.
///
/// SDL_mixer's own `Mix_PlayChannel` starts a sound at the next mix-buffer
/// boundary (0 to 1 buffer late; platform notes). Here each buffer is
/// rendered knowing which frames it holds (`firstFrame`, counted by the
/// engine) and the host time its callback ran, so a sound due at mix time
/// `t` starts on the frame the audio clock gives for `t` (`AudioClock.dueFrame`),
/// anywhere inside the buffer, and continues in the following buffers.
///
/// Runs on SDL's audio thread: it never allocates while the voice list and
/// the placement log stay within the capacities reserved at creation.
public struct VoiceMixer: Sendable {
    /// A sound being played, or waiting for the buffer that holds its first frame.
    public struct Voice: Sendable {
        /// The request.
        public var request: ScheduledSound
        /// The output frame of the sound's first frame, once its buffer has come.
        public var startFrame: Int64?
    }

    /// Where a sound was placed: for reports and the sync test.
    public struct Placement: Sendable, Hashable {
        /// The sound's asset name.
        public var name: String
        /// The host time (seconds) the sound was due to be mixed at.
        public var mixTime: TimeInterval
        /// The output frame its first frame landed on.
        public var startFrame: Int64
        /// Frames it started after its due frame (0 when on time): the request
        /// reached the audio thread after the buffer holding its frame was mixed.
        public var lateFrames: Int64
    }

    /// Output sample frames per second (Hz), nominal.
    public let frequency: Double
    /// The audio clock, fed by every `render` call: where sounds are placed
    /// inside a buffer uses its `placementFrequency`.
    public private(set) var clock: AudioClock
    /// Output channels (interleaved).
    public let channels: Int
    /// The most voices mixed at once; further requests are dropped.
    public let capacity: Int
    /// Sounds waiting for their frame or playing.
    public private(set) var voices: [Voice]
    /// The first placements since creation (up to `placementLogCapacity`).
    public private(set) var placements: [Placement]
    /// How many placements `placements` keeps.
    public let placementLogCapacity: Int
    /// Sounds placed on their frame so far.
    public private(set) var placedCount = 0
    /// Sounds that started late (see `Placement.lateFrames`).
    public private(set) var lateCount = 0
    /// The largest lateness so far, frames.
    public private(set) var maxLateFrames: Int64 = 0
    /// Requests dropped because `capacity` voices were playing.
    public private(set) var droppedCount = 0
    /// The previous buffer: its first frame, host time and placement rate.
    private var previousBuffer: (firstFrame: Int64, time: TimeInterval, rate: Double)?

    /// Creates a mixer for an output of `frequency` Hz and `channels` channels,
    /// placing sounds as `placement` says (see `AudioClock`).
    public init(frequency: Int, channels: Int, placement: AudioClock.Placement = .filtered, capacity: Int = 64,
                placementLogCapacity: Int = 1_024) {
        self.frequency = Double(frequency)
        clock = AudioClock(frequency: frequency, placement: placement)
        self.channels = max(1, channels)
        self.capacity = max(1, capacity)
        self.placementLogCapacity = max(0, placementLogCapacity)
        voices = []
        voices.reserveCapacity(self.capacity)
        placements = []
        placements.reserveCapacity(self.placementLogCapacity)
    }

    /// Adds a request; returns false (and counts it dropped) when `capacity` voices are busy.
    @discardableResult
    public mutating func add(_ request: ScheduledSound) -> Bool {
        guard voices.count < capacity else {
            droppedCount += 1
            return false
        }
        voices.append(Voice(request: request, startFrame: nil))
        return true
    }

    /// Adds every voice's samples that fall in this buffer.
    /// - Parameters:
    ///   - buffer: `frames` interleaved frames of `format` with `channels`
    ///     channels, already holding the rest of the mix (added to, clamped).
    ///   - format: the buffer's sample format.
    ///   - frames: the buffer's length in frames.
    ///   - firstFrame: the output frame index of the buffer's first frame.
    ///   - callbackTime: the host time (seconds) at which this buffer is
    ///     mixed: frame `firstFrame` stands for mix time `callbackTime`, and
    ///     later frames follow at the clock's `placementFrequency`.
    public mutating func render(into buffer: UnsafeMutableRawPointer, format: AudioSampleFormat, frames: Int,
                                firstFrame: Int64, callbackTime: TimeInterval) {
        guard frames > 0 else { return }
        clock.observe(firstFrame: firstFrame, frames: frames, at: callbackTime)
        let rate = clock.placementFrequency
        let endFrame = firstFrame + Int64(frames)
        var index = 0
        while index < voices.count {
            if voices[index].startFrame == nil {
                // Until the clock knows where host times fall (after a start or a resume), timed requests wait.
                guard let start = place(voices[index].request, firstFrame: firstFrame, endFrame: endFrame,
                                        callbackTime: callbackTime) else {
                    index += 1  // its buffer has not come yet
                    continue
                }
                voices[index].startFrame = start
            }
            let voice = voices[index]
            let finished = Self.mix(voice.request, startFrame: voice.startFrame!, into: buffer, format: format,
                                    channels: channels, frames: frames, firstFrame: firstFrame)
            if finished {
                voices.swapAt(index, voices.count - 1)
                voices.removeLast()
            } else {
                index += 1
            }
        }
        previousBuffer = (firstFrame, callbackTime, rate)
    }

    /// The output frame a request starts on, if it falls before `endFrame`;
    /// nil while its buffer has not come or the clock is not locked. Records the placement.
    private mutating func place(_ request: ScheduledSound, firstFrame: Int64, endFrame: Int64,
                                callbackTime: TimeInterval) -> Int64? {
        let due: Int64
        if request.mixTime.isFinite {
            guard let frame = clock.dueFrame(forMixTime: request.mixTime, firstFrame: firstFrame,
                                             callbackTime: callbackTime) else { return nil }
            due = frame
            guard due < endFrame else { return nil }
        } else {
            due = firstFrame  // "now": the first frame not yet mixed, never late
        }
        let start = max(due, firstFrame)
        var late: Int64 = 0
        if due < firstFrame, request.mixTime.isFinite {
            switch clock.placement {
            case .filtered:
                // On the loop's line a frame before this buffer was in one already mixed.
                late = firstFrame - due
            case .callbackTimes:
                // Late only if the frame belonged to the previous buffer (the request came after it
                // was mixed). A time between the end of the previous buffer at its rate and this
                // callback (the device called back a little late) belongs to this buffer's first frame.
                if let previous = previousBuffer {
                    let duePrevious = previous.firstFrame + AudioClock.frameOffset(of: request.mixTime, from: previous.time,
                                                                                   frequency: previous.rate)
                    late = max(0, firstFrame - duePrevious)
                } else {
                    late = firstFrame - due
                }
            }
        }
        placedCount += 1
        if late > 0 {
            lateCount += 1
            maxLateFrames = max(maxLateFrames, late)
        }
        if placements.count < placementLogCapacity {
            placements.append(Placement(name: request.sound.name, mixTime: request.mixTime, startFrame: start,
                                        lateFrames: late))
        }
        return start
    }

    /// The output was suspended and resumes with the next `render`: the clock
    /// finds its phase again before sounds are placed, and the buffer before
    /// the suspension no longer decides lateness.
    public mutating func resume() {
        clock.restart()
        previousBuffer = nil
    }

    /// True when no sound is playing or waiting.
    public var isSilent: Bool { voices.isEmpty }

    /// Adds the part of `request` that falls in the buffer; true when the sound has ended.
    private static func mix(_ request: ScheduledSound, startFrame: Int64, into buffer: UnsafeMutableRawPointer,
                            format: AudioSampleFormat, channels: Int, frames: Int, firstFrame: Int64) -> Bool {
        let sound = request.sound
        // Where in the buffer the sound begins, and where in the sound the buffer begins.
        let outputOffset = Int(max(0, startFrame - firstFrame))
        let soundOffset = Int(max(0, firstFrame - startFrame))
        let count = min(frames - outputOffset, sound.frames - soundOffset)
        guard count > 0 else { return soundOffset >= sound.frames }
        let volume = request.volume
        let soundChannels = sound.channels
        sound.samples.withUnsafeBufferPointer { source in
            switch format {
            case .s16:
                let out = buffer.assumingMemoryBound(to: Int16.self)
                for frame in 0..<count {
                    let o = (outputOffset + frame) * channels
                    let s = (soundOffset + frame) * soundChannels
                    for channel in 0..<channels {
                        let sample = source[s + min(channel, soundChannels - 1)] * volume * 32_767
                        out[o + channel] = Int16(clamping: Int32(out[o + channel]) + Int32(sample.rounded()))
                    }
                }
            case .f32:
                let out = buffer.assumingMemoryBound(to: Float.self)
                for frame in 0..<count {
                    let o = (outputOffset + frame) * channels
                    let s = (soundOffset + frame) * soundChannels
                    for channel in 0..<channels {
                        out[o + channel] += source[s + min(channel, soundChannels - 1)] * volume
                    }
                }
            }
        }
        return soundOffset + count >= sound.frames
    }
}
