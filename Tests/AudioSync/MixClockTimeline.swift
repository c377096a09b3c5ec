import Foundation
import Lunapark

/// Converts host times to output frames from the recorded mix callbacks
/// (`F_k` first frame mixed at host time `t_k`), independently of the
/// engine's own state. With SDL's disk driver a frame's index in the file is
/// its mix index, so onsets found in the file are compared with these.
struct MixClockTimeline {
    let callbacks: [AudioCallbackRecord]

    /// Frames mixed per host second over the whole recording.
    var measuredRate: Double {
        guard let first = callbacks.first, let last = callbacks.last, last.hostTime > first.hostTime else { return 0 }
        return Double(last.firstFrame - first.firstFrame) / (last.hostTime - first.hostTime)
    }

    /// The frame for host time `time` by the audio clock's definition: the
    /// latest callback at or before it, plus the time since then at the measured
    /// rate; a time past the end of that callback's buffer (the device was slower
    /// than its rate) belongs to the next buffer's first frame.
    func frameOnCallbackClock(at time: TimeInterval) -> Double? {
        guard let next = callbacks.firstIndex(where: { $0.hostTime > time }), next > 0 else { return nil }
        let callback = callbacks[next - 1]
        let frame = Double(callback.firstFrame) + (time - callback.hostTime) * measuredRate
        return min(frame, Double(callbacks[next].firstFrame))
    }

    /// The frame heard at host time `time`: by the audio clock's model
    /// (`AudioClock`) a frame is heard one device buffer of `deviceBuffer`
    /// frames (at the nominal `frequency`) after it is mixed, so this is the
    /// frame mixed at `time - deviceBuffer / frequency`.
    func frameHeard(at time: TimeInterval, deviceBuffer: Int, frequency: Int) -> Double? {
        frameOnCallbackClock(at: time - Double(deviceBuffer) / Double(frequency))
    }

    /// The frame for host time `time` interpolated linearly between the two
    /// callbacks around it: this spreads each callback's wake-up delay (SDL's
    /// disk driver paces itself with sleeps) over the buffer before it.

    func interpolatedFrame(at time: TimeInterval) -> Double? {
        guard let upper = callbacks.firstIndex(where: { $0.hostTime > time }), upper > 0 else { return nil }
        let a = callbacks[upper - 1]
        let b = callbacks[upper]
        let fraction = (time - a.hostTime) / (b.hostTime - a.hostTime)
        return Double(a.firstFrame) + fraction * Double(b.firstFrame - a.firstFrame)
    }
}
