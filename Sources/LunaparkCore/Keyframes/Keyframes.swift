import Foundation

/// A description of how a value changes over time (SwiftUI's `Keyframes`): one or more
/// `KeyframeTrack`s, each animating a property of the value (or the whole value).
///
/// `KeyframeTimeline` evaluates keyframes at any time; `KeyframeAnimator` plays them in a view.
public protocol Keyframes<Value> {
    /// The value the keyframes animate (the root of the tracks' key paths).
    associatedtype Value = Self.Body.Value
    /// The keyframes this one is made of.
    associatedtype Body: Keyframes

    /// The tracks this value is made of, in order.
    @KeyframesBuilder<Value> var body: Body { get }

    /// Appends this value's tracks, in declaration order, to `tracks`, each starting from its
    /// property of `initialValue` (the engine's view of keyframes).
    @MainActor func _appendTracks(initialValue: Value, to tracks: inout KeyframeTrackList<Value>)
}

extension Keyframes where Body == Self {
    /// A track is its own body.
    public var body: Self { self }
}

extension Keyframes where Body.Value == Value {
    /// Keyframes of your own: the tracks of their body.
    @MainActor public func _appendTracks(initialValue: Value, to tracks: inout KeyframeTrackList<Value>) {
        body._appendTracks(initialValue: initialValue, to: &tracks)
    }
}

/// Keyframes as the engine evaluates them: one curve per track, each writing its property
/// into a copy of the root value. Made by `KeyframeTrack`; public only so that `Keyframes`
/// types outside LunaparkCore can forward to them.
@MainActor
public struct KeyframeTrackList<Root> {
    struct Track {
        let duration: TimeInterval
        /// Writes the track's value at a time into the root.
        let apply: @MainActor (inout Root, TimeInterval) -> Void
        /// The track's velocity at a time, as its animatable data (for a following animation).
        let velocity: @MainActor (TimeInterval) -> Any
    }

    private(set) var tracks: [Track] = []
    /// The velocities the tracks start with, by track index: those of an animation this one
    /// replaces (`KeyframeTimeline._continuing`); a track of another type starts at rest.
    let startVelocities: [Any]

    init(startVelocities: [Any]) {
        self.startVelocities = startVelocities
    }

    /// Adds the track of `keyframes` animating `keyPath` of `root`.
    mutating func append<Value: Animatable>(_ keyPath: WritableKeyPath<Root, Value>, of root: Root,
                                            keyframes: [ResolvedKeyframe<Value.AnimatableData>]) {
        let start = root[keyPath: keyPath]
        let velocity = tracks.count < startVelocities.count ? startVelocities[tracks.count] as? Value.AnimatableData : nil
        let curve = KeyframeCurve(initial: start.animatableData, initialVelocity: velocity ?? .zero, keyframes: keyframes)
        tracks.append(Track(
            duration: curve.duration,
            apply: { root, time in
                var value = start
                value.animatableData = curve.value(at: time)
                root[keyPath: keyPath] = value
            },
            velocity: { curve.velocity(at: $0) }))
    }
}
