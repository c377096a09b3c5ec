import Foundation

/// The audio clock: relates output sample frames to host time (`HostClock`
/// seconds), from the mixer's own frame counter and the host time of each
/// mix callback. Pure logic, fed by the audio thread, tested with fake times.
///
/// Model. SDL calls the mixer once per device buffer; the callback at host
/// time `t_k` mixes frames `F_k ..< F_k + n`. Those frames are *mixed* at
/// `m(f) = t_k + (f - F_k) / rate` and *heard* one device buffer later,
/// `p(f) = m(f) + n / rate`: while one buffer plays SDL fills the next
/// (double buffering; SDL wiki, SDL_AudioSpec: "samples" is the buffer
/// size in sample frames, and the callback is called when the device needs
/// more). So the output latency is `n / rate`, measured from the buffers
/// actually delivered (`framesPerCallback`), not taken from the request.
///
/// Which `t_k`. A device with a clock of its own (a sound card, a sound
/// server) consumes frames at a steady rate, and its callbacks run late by
/// the scheduler's and the server's wake-up jitter (0.2-1.0 ms through
/// PulseAudio on 2 loaded cores): sounds are placed on the line a
/// delay-locked loop fits through the callback times (`CallbackTimeFilter`,
/// `Placement.filtered`). SDL's disk and dummy drivers have no clock: they
/// sleep between buffers, and a frame's place in the output is defined by
/// the callback that wrote it, so sounds are placed from each callback's own
/// time (`Placement.callbackTimes`). With the disk driver the file's sample
/// index is the mixed frame index.
///
/// Suspension. The engine suspends the output while nothing sounds
/// (`AudioMixer`); frames are not counted meanwhile, so `restart()` before
/// the first callback after a resume makes the loop find its phase again and
/// leaves the suspended time out of the measured rate.
public struct AudioClock: Sendable, Hashable {
    /// How sounds are placed inside a buffer.
    public enum Placement: String, Sendable, Hashable {
        /// On the delay-locked loop's line through the callback times (devices with a clock).
        case filtered
        /// From each callback's own host time at the measured rate (SDL's disk and dummy drivers).
        case callbackTimes

        /// The placement for an SDL audio driver: `callbackTimes` for "disk" and "dummy", which pace themselves by sleeping.
        public init(driver: String) {
            self = driver == "disk" || driver == "dummy" ? .callbackTimes : .filtered
        }
    }

    /// Nominal output frames per second (Hz).
    public let frequency: Double
    /// How sounds are placed inside a buffer.
    public let placement: Placement
    /// The first frame of the latest callback's buffer.
    public private(set) var latestFrame: Int64?
    /// The host time of the latest callback, seconds.
    public private(set) var latestTime: TimeInterval?
    /// Frames in the latest callback's buffer (the device buffer size).
    public private(set) var framesPerCallback = 0
    /// Callbacks observed.
    public private(set) var callbacks: Int64 = 0
    /// The delay-locked loop over the callback times.
    public private(set) var filter: CallbackTimeFilter
    /// Frames, host seconds and callback intervals measured over some callbacks.
    private struct Span: Sendable, Hashable {
        var frames = 0.0
        var seconds = 0.0
        var intervals = 0.0
    }
    /// Where the current run of callbacks (since the first, or the latest restart) began.
    private struct RunStart: Sendable, Hashable {
        var frame: Int64
        var time: TimeInterval
        var callbacks: Int64
    }
    private var segmentStart: RunStart?
    /// The runs before the current one.
    private var earlierSegments = Span()
    private var restartPending = false

    /// A clock for an output at `frequency` Hz, before any callback.
    public init(frequency: Int, placement: Placement = .filtered) {
        self.frequency = Double(frequency)
        self.placement = placement
        filter = CallbackTimeFilter(frequency: Double(frequency))
    }

    /// Records a callback at host time `time` that mixes `frames` frames from `firstFrame`.
    public mutating func observe(firstFrame frame: Int64, frames: Int, at time: TimeInterval) {
        if restartPending, let start = segmentStart, let latestFrame, let latestTime {
            earlierSegments.frames += Double(latestFrame - start.frame)
            earlierSegments.seconds += latestTime - start.time
            earlierSegments.intervals += Double(callbacks - start.callbacks)
            segmentStart = nil
        }
        if segmentStart == nil { segmentStart = RunStart(frame: frame, time: time, callbacks: callbacks) }
        if restartPending {
            filter.restart(frame: frame, at: time)
            restartPending = false
        } else {
            filter.observe(frame: frame, at: time)
        }
        callbacks += 1
        latestFrame = frame
        latestTime = time
        framesPerCallback = frames
    }

    /// The output was suspended: the next callback starts a new run (the loop re-locks from it).
    public mutating func restart() {
        restartPending = true
    }

    /// The output latency: one device buffer, `framesPerCallback / frequency` seconds (0 before the first callback).
    public var deviceLatency: TimeInterval { Double(framesPerCallback) / frequency }

    /// The elapsed host time, frames and callback intervals over the runs so far.
    private var measured: Span? {
        guard let start = segmentStart, let latestTime, let latestFrame else { return nil }
        return Span(frames: earlierSegments.frames + Double(latestFrame - start.frame),
                    seconds: earlierSegments.seconds + latestTime - start.time,
                    intervals: earlierSegments.intervals + Double(callbacks - 1 - start.callbacks))
    }

    /// The mean interval between callbacks so far, seconds (nil before the second),
    /// suspended time left out. Equals the buffer duration on a device clocked at
    /// `frequency`; SDL's disk driver sleeps a buffer's whole milliseconds after
    /// each write, so its interval runs a little longer.
    public var measuredCallbackInterval: TimeInterval? {
        guard let measured, measured.intervals > 0 else { return nil }
        return measured.seconds / measured.intervals
    }

    /// Frames mixed per host second so far (the rate the output really consumes), or nil.
    public var measuredFrequency: Double? {
        guard let measured, measured.seconds > 0 else { return nil }
        return measured.frames / measured.seconds
    }

    /// Callbacks observed before `placementFrequency` trusts the measured rate.
    public static let minimumCallbacksForMeasuredRate: Int64 = 16

    /// The rate used to place sounds inside a buffer, frames per host second:
    /// the measured rate once `minimumCallbacksForMeasuredRate` callbacks have
    /// come (and it is within 25 % of nominal), else the nominal rate. A device
    /// clocked by its hardware measures its nominal rate (to parts per million
    /// of the host clock); SDL's disk driver sleeps `buffer` whole milliseconds
    /// *after* each write, so it consumes frames measurably slower than nominal,
    /// and placing at the nominal rate would drift inside each buffer.
    public var placementFrequency: Double {
        guard callbacks >= Self.minimumCallbacksForMeasuredRate, let measured = measuredFrequency,
              abs(measured - frequency) < 0.25 * frequency else { return frequency }
        return measured
    }

    /// True when sounds can be placed: always with `callbackTimes`; with
    /// `filtered`, once the loop is locked (one steady callback after a
    /// start or a resume).
    public var canPlace: Bool { placement == .callbackTimes ? latestFrame != nil : filter.isLocked }

    /// The output frame (rounded) on which a sound due to be mixed at host
    /// time `mixTime` starts, as seen from the callback that mixes from
    /// `firstFrame` at `callbackTime`; nil while the loop is not locked.
    public func dueFrame(forMixTime mixTime: TimeInterval, firstFrame: Int64, callbackTime: TimeInterval) -> Int64? {
        switch placement {
        case .callbackTimes:
            return firstFrame + Self.frameOffset(of: mixTime, from: callbackTime, frequency: placementFrequency)
        case .filtered:
            guard let anchor = filter.anchorFrame, filter.isLocked else { return nil }
            return anchor + Self.frameOffset(of: mixTime, from: filter.anchorTime, frequency: filter.frequency)
        }
    }

    /// Frames from host time `origin` to host time `time` at `frequency`,
    /// rounded to the nearest frame (clamped to ±1 day, so no time overflows).
    public static func frameOffset(of time: TimeInterval, from origin: TimeInterval, frequency: Double) -> Int64 {
        let frames = ((time - origin) * frequency).rounded()
        let limit = 86_400 * frequency
        return Int64(min(limit, max(-limit, frames)))
    }

    /// The (fractional) output frame mixed at host time `time`, extrapolated
    /// from the latest callback at the nominal rate; nil before the first callback.
    public func frame(mixedAt time: TimeInterval) -> Double? {
        guard let latestFrame, let latestTime else { return nil }
        return Double(latestFrame) + (time - latestTime) * frequency
    }

    /// The host time at which output frame `frame` is heard: mixed, plus one device buffer.
    public func presentationTime(ofFrame frame: Int64) -> TimeInterval? {
        guard let latestFrame, let latestTime else { return nil }
        return latestTime + Double(frame - latestFrame) / frequency + deviceLatency
    }

    /// The (fractional) output frame heard at host time `time`.
    public func frame(presentedAt time: TimeInterval) -> Double? {
        frame(mixedAt: time - deviceLatency)
    }
}
