import Foundation

/// Keyframes evaluated at any time, outside any view (SwiftUI's `KeyframeTimeline`): for plots,
/// tests, or a renderer of your own. Time is an argument; nothing here reads a clock.
///
/// The tracks start from `initialValue` at time 0 and are applied in the order they are listed
/// (a later track animating the same property wins). Before 0 the value is `initialValue`; after
/// `duration` every track stays on its last keyframe.
@MainActor
public struct KeyframeTimeline<Value> {
    private let initialValue: Value
    private let tracks: KeyframeTrackList<Value>

    /// The timeline of the keyframes `content` lists, starting from `initialValue`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.init(initialValue: initialValue, startVelocities: [], keyframes: content())
    }

    private init(initialValue: Value, startVelocities: [Any], keyframes: some Keyframes<Value>) {
        self.initialValue = initialValue
        var tracks = KeyframeTrackList<Value>(startVelocities: startVelocities)
        keyframes._appendTracks(initialValue: initialValue, to: &tracks)
        self.tracks = tracks
    }

    /// A timeline whose tracks start with `velocities` (those of `_velocities(time:)` of the
    /// timeline it replaces, by track index): cubic and spring keyframes without a start
    /// velocity continue the motion, as SwiftUI's `KeyframeAnimator` does when its trigger
    /// changes mid-animation.
    public static func _continuing(from initialValue: Value, velocities: [Any], keyframes: some Keyframes<Value>) -> KeyframeTimeline {
        KeyframeTimeline(initialValue: initialValue, startVelocities: velocities, keyframes: keyframes)
    }

    /// The duration in seconds: the longest track's.
    public var duration: TimeInterval {
        tracks.tracks.reduce(0) { max($0, $1.duration) }
    }

    /// The value at `time` seconds from the start.
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks.tracks { track.apply(&value, time) }
        return value
    }

    /// The value at `progress` of the duration: 0 is the start, 1 the end (clamped to 0...1).
    public func value(progress: Double) -> Value {
        value(time: duration * min(1, max(0, progress.isNaN ? 0 : progress)))
    }

    /// Each track's velocity at `time`, as its animatable data, in track order.
    public func _velocities(time: Double) -> [Any] {
        tracks.tracks.map { $0.velocity(time) }
    }
}
