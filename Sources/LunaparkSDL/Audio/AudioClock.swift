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
/// With SDL's disk driver the file's sample index is the mixed frame index.
public struct AudioClock: Sendable, Hashable {
    /// Nominal output frames per second (Hz).
    public let frequency: Double
    /// The first frame of the latest callback's buffer.
    public private(set) var latestFrame: Int64?
    /// The host time of the latest callback, seconds.
    public private(set) var latestTime: TimeInterval?
    /// Frames in the latest callback's buffer (the device buffer size).
    public private(set) var framesPerCallback = 0
    /// Callbacks observed.
    public private(set) var callbacks: Int64 = 0
    private var firstFrame: Int64 = 0
    private var firstTime: TimeInterval = 0

    /// A clock for an output at `frequency` Hz, before any callback.
    public init(frequency: Int) {
        self.frequency = Double(frequency)
    }

    /// Records a callback at host time `time` that mixes `frames` frames from `firstFrame`.
    public mutating func observe(firstFrame frame: Int64, frames: Int, at time: TimeInterval) {
        if callbacks == 0 {
            firstFrame = frame
            firstTime = time
        }
        callbacks += 1
        latestFrame = frame
        latestTime = time
        framesPerCallback = frames
    }

    /// The output latency: one device buffer, `framesPerCallback / frequency` seconds (0 before the first callback).
    public var deviceLatency: TimeInterval { Double(framesPerCallback) / frequency }

    /// The mean interval between callbacks so far, seconds (nil before the second).
    /// Equals the buffer duration on a device clocked at `frequency`; SDL's disk
    /// driver sleeps a buffer's whole milliseconds after each write, so its
    /// interval runs a little longer.
    public var measuredCallbackInterval: TimeInterval? {
        guard callbacks > 1, let latestTime else { return nil }
        return (latestTime - firstTime) / Double(callbacks - 1)
    }

    /// Frames mixed per host second so far (the rate the output really consumes), or nil.
    public var measuredFrequency: Double? {
        guard callbacks > 1, let latestTime, let latestFrame, latestTime > firstTime else { return nil }
        return Double(latestFrame - firstFrame) / (latestTime - firstTime)
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
