import Foundation

/// The course of one animated property over time, for the inspector's value plots: sampled
/// from the same pure functions of time the engine shows (`AnimatedValue.plot(now:sampleCount:)`).
///
/// A value of any `VectorArithmetic` type is plotted as its position along the move from
/// `from` to `to`: `progress` is 0 at `from` and 1 at `to`, the projection of
/// `value - from` onto `to - from` (exactly the value, rescaled, for a one-number value
/// such as an opacity or an angle: `value = fromNumber + progress × (toNumber - fromNumber)`).
package struct AnimationPlot: Equatable, Sendable {
    /// How the animation's length is stated.
    package enum Length: Equatable, Sendable {
        /// A timing curve (or a custom animation) that ends after `endTime - startTime` seconds.
        case duration
        /// A spring, removed once it settles (within 0.001 of its move) after `endTime - startTime`.
        case settling
        /// An animation that does not end within `AnimatedValue.plotHorizon` (a repeat forever):
        /// the plot covers a window around `now`.
        case endless
    }

    /// The animation of the newest run, e.g. `easeInOut(duration: 0.35)`; "+ N more" when
    /// earlier runs still add their own moves (timing curves add up, see `AnimatedValue`).
    package var animation: String
    /// How `endTime - startTime` is to be read.
    package var length: Length
    /// The value shown at `startTime` and the value the animation heads for (the model value).
    package var from: String
    package var to: String
    /// The same two values when the value is one number (`Double`, `CGFloat`, `Float`), else nil.
    package var fromNumber: Double?
    package var toNumber: Double?
    /// Scene time of the property's latest change (the start of the motion plotted), seconds.
    package var startTime: TimeInterval
    /// Scene time the last run ends at, seconds (the plot's right end; for `.endless`, a window's end).
    package var endTime: TimeInterval
    /// The scene time the plot was made at: samples before it are past, the rest still to come.
    package var now: TimeInterval
    /// Sample times, scene seconds, increasing from `startTime` (or the endless window's start) to `endTime`.
    package var times: [TimeInterval]
    /// The value at each sample time along the move (0 = `from`, 1 = `to`; a spring overshoots past 1).
    package var progress: [Double]
    /// The rate of `progress` at each sample time, per second, when every running animation
    /// reports its velocity (`Animation.velocity`); nil otherwise.
    package var velocities: [Double]?
    /// The velocity at `now` along the move, in the value's units per second (nil when not reported).
    package var speedNow: Double?

    /// The index of the last sample at or before `now` (-1 when every sample is later).
    package var lastPastSample: Int {
        (times.lastIndex { $0 <= now }) ?? -1
    }

    /// `progress[i]` as a value, for a one-number value; nil otherwise.
    package func number(atSample i: Int) -> Double? {
        guard let fromNumber, let toNumber, progress.indices.contains(i) else { return nil }
        return fromNumber + progress[i] * (toNumber - fromNumber)
    }
}
