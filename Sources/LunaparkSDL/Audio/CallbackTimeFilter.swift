import Foundation

/// A delay-locked loop over the host times of mix callbacks: turns the times
/// at which the audio thread happens to run (late by the scheduler's and the
/// sound server's wake-up jitter) into the times at which each buffer's first
/// frame is really due, on a straight line of the device's own rate.
///
/// The loop is the second-order one audio servers use for this (JACK's
/// "Using a DLL to filter time", F. Adriaensen, 2005). It keeps the filtered
/// time `T` of the latest anchor frame `F` and the period per frame `s`. A
/// callback at host time `t` for frame `f` is predicted at
/// `p = T + (f - F) * s`; with the error `e = t - p`,
///
///     T <- p + b * e,   s <- s + c * e / (f - F),   F <- f,
///
/// with `w = 2 * pi * B * P` (`B` the bandwidth in Hz, `P` the callback period
/// in seconds), `b = sqrt(2) * w` and `c = w * w`: a critically damped loop
/// that follows both the phase and the rate of the device clock, and passes
/// callback jitter faster than about `B` Hz only attenuated. The lower `B`,
/// the smoother and the slower to settle: the phase loop starts at
/// `startBandwidth` and narrows to `bandwidth` over `narrowingCallbacks`
/// callbacks, so it locks within a few buffers and then filters; the rate
/// always follows at `bandwidth` (it starts at nominal, which a device's
/// clock is within parts per thousand of) (with
/// 0-1 ms of uniform wake-up jitter on 5 ms buffers the filtered times stay
/// within 0.1 ms of the line after 3 s, tested).
///
/// Re-locking. A device that stops calling back for a while (its output
/// suspended, or the audio thread starved until the server ran dry) starts
/// again from another phase: the server plays on from where the new data
/// reaches it. So a callback more than `restartError` (in periods) off the
/// line, or `restart(frame:at:)`, re-anchors the phase there, keeps the rate
/// (once measured, it follows only at the settled bandwidth) and widens the
/// phase loop to `relockBandwidth`. A restarted stream first fills its buffer in a
/// burst (measured through PulseAudio 16 with 5 ms buffers: two callbacks
/// 0.4 ms apart, then one every 5 ms from the second): while callbacks come
/// less than half a period apart the anchor moves to each, and the loop is
/// `isLocked` again at the first callback a whole period later, within one
/// buffer of the restart. Pure logic, tested with synthetic jittered times.
public struct CallbackTimeFilter: Sendable, Hashable {
    /// The nominal period per frame, seconds (1 / sample rate).
    public let nominalSecondsPerFrame: Double
    /// The loop bandwidth once settled, Hz.
    public let bandwidth: Double
    /// The loop bandwidth on the first callback (and after a restart), Hz.
    public let startBandwidth: Double
    /// The bandwidth of the phase loop after a restart, once the rate is known, Hz.
    public let relockBandwidth: Double
    /// Callbacks over which the bandwidth narrows from `startBandwidth` (or `relockBandwidth`) to `bandwidth`.
    public let narrowingCallbacks: Int
    /// True once the loop has narrowed to `bandwidth` for the first time: the rate is measured.
    public private(set) var hasSettledRate = false
    /// The anchor frame: the first frame of the latest callback observed.
    public private(set) var anchorFrame: Int64?
    /// The filtered host time of `anchorFrame`, seconds.
    public private(set) var anchorTime: TimeInterval = 0
    /// The filtered period per frame, seconds (the device's rate is its inverse).
    public private(set) var secondsPerFrame: Double
    /// Callbacks observed since the start or the latest restart.
    public private(set) var callbacksSinceLock = 0
    /// The latest error, measured minus predicted time, seconds (0 on the first callback).
    public private(set) var lastError: TimeInterval = 0
    /// Restarts so far (the first callback included).
    public private(set) var restarts = 0
    /// How far off the line a callback restarts the loop, in callback periods.
    public static let restartError = 2.0
    /// The host time of the latest callback as measured (for the burst test while re-locking).
    private var lastMeasuredTime: TimeInterval = 0
    /// True from a restart until a callback comes a whole period after the previous one.
    public private(set) var isRelocking = false

    /// A filter for a device of `frequency` Hz.
    /// - Parameters:
    ///   - frequency: the device's sample frames per second (Hz).
    ///   - bandwidth: the settled loop bandwidth, Hz (> 0; 0.2 Hz by default: callback
    ///     jitter is averaged over about five seconds).
    ///   - startBandwidth: the phase bandwidth when first locking, Hz (at least `bandwidth`; 5 Hz by default).
    ///   - relockBandwidth: the phase bandwidth after a restart, Hz (at least `bandwidth`; 2 Hz by default).
    ///   - narrowingCallbacks: callbacks from the start bandwidth down to `bandwidth` (600 by default: 3 s of 5 ms buffers).
    public init(frequency: Double, bandwidth: Double = 0.2, startBandwidth: Double = 5, relockBandwidth: Double = 2,
                narrowingCallbacks: Int = 600) {
        nominalSecondsPerFrame = 1 / max(1, frequency)
        secondsPerFrame = nominalSecondsPerFrame
        self.bandwidth = max(1e-3, bandwidth)
        self.startBandwidth = max(self.bandwidth, startBandwidth)
        self.relockBandwidth = max(self.bandwidth, relockBandwidth)
        self.narrowingCallbacks = max(1, narrowingCallbacks)
    }

    /// Frames per host second as filtered (the device's rate on the host clock).
    public var frequency: Double { 1 / secondsPerFrame }

    /// True once the loop has a phase to place sounds by: after the first
    /// steady callback since the latest restart.
    public var isLocked: Bool { anchorFrame != nil && !isRelocking }

    /// The phase loop's bandwidth now, Hz: geometric steps from `startBandwidth`
    /// (`relockBandwidth` after a restart with the rate settled) to `bandwidth`.
    public var currentBandwidth: Double {
        let progress = min(1, Double(callbacksSinceLock) / Double(narrowingCallbacks))
        let start = hasSettledRate ? relockBandwidth : startBandwidth
        return start * pow(bandwidth / start, progress)
    }

    /// Observes a callback that mixes from `frame` on, run at host time `time` (seconds).
    /// Frames must increase from call to call; a frame not after the anchor restarts the loop there.
    public mutating func observe(frame: Int64, at time: TimeInterval) {
        guard let anchor = anchorFrame, frame > anchor else {
            restart(frame: frame, at: time)
            return
        }
        let frames = Double(frame - anchor)
        let period = frames * secondsPerFrame
        if isRelocking {
            // Still filling the buffer in a burst: the phase starts from the last callback of the burst.
            if time - lastMeasuredTime < period / 2 {
                anchorFrame = frame
                anchorTime = time
                lastMeasuredTime = time
                return
            }
            isRelocking = false
        }
        let predicted = anchorTime + period
        let error = time - predicted
        if abs(error) > Self.restartError * period {
            restart(frame: frame, at: time)
            return
        }
        lastMeasuredTime = time
        // w = 2 pi B P, P the time this update covers (one callback normally).
        let omega = min(1, 2 * Double.pi * currentBandwidth * period)
        anchorTime = predicted + 2.0.squareRoot() * omega * error
        // The rate follows at the settled bandwidth only, also while the phase locks: a device's rate
        // is within parts per thousand of nominal, and a wide rate loop would turn each callback's
        // jitter into a rate error (1 ms on a 5 ms buffer at 20 Hz: 8 %). Kept within 5 % of nominal.
        let rateOmega = min(omega, 2 * Double.pi * bandwidth * period)
        let corrected = secondsPerFrame + rateOmega * rateOmega * error / frames
        secondsPerFrame = min(nominalSecondsPerFrame * 1.05, max(nominalSecondsPerFrame * 0.95, corrected))
        anchorFrame = frame
        lastError = error
        callbacksSinceLock += 1
        if callbacksSinceLock >= narrowingCallbacks { hasSettledRate = true }
    }

    /// Re-anchors the phase at a callback for `frame` at host time `time`,
    /// keeping the filtered rate, and widens the loop to lock again (the
    /// output was paused, or frames were skipped).
    public mutating func restart(frame: Int64, at time: TimeInterval) {
        anchorFrame = frame
        anchorTime = time
        lastMeasuredTime = time
        lastError = 0
        callbacksSinceLock = 0
        restarts += 1
        isRelocking = true
    }

    /// The filtered host time at which `frame` is mixed, seconds; nil until locked.
    public func time(ofFrame frame: Int64) -> TimeInterval? {
        guard let anchorFrame, isLocked else { return nil }
        return anchorTime + Double(frame - anchorFrame) * secondsPerFrame
    }

    /// The (fractional) frame mixed at host time `time`; nil until locked.
    public func frame(at time: TimeInterval) -> Double? {
        guard let anchorFrame, isLocked else { return nil }
        return Double(anchorFrame) + (time - anchorTime) / secondsPerFrame
    }
}
