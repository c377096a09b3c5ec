import Foundation

/// Builds keyframes from the tracks listed in a closure (SwiftUI's `KeyframesBuilder`).
///
/// The closure lists `KeyframeTrack`s, or, for keyframes of the whole value, the keyframes
/// themselves (`LinearKeyframe(...)`, `SpringKeyframe(...)`...), which become one track of
/// the whole value. Tracks are applied in the order they are listed: when two animate the same
/// property, the later one wins.
@resultBuilder
public struct KeyframesBuilder<Value> {
    /// A track (or other keyframes) listed in the closure, as it is.
    public static func buildExpression<Content: Keyframes>(_ expression: Content) -> Content where Content.Value == Value {
        expression
    }

    /// An empty closure: no tracks (the value stays as it is; the duration is 0).
    public static func buildBlock() -> some Keyframes<Value> {
        _KeyframesSequence<Value>(parts: [])
    }

    /// The first track of a block.
    public static func buildPartialBlock<Content: Keyframes>(first: Content) -> Content where Content.Value == Value {
        first
    }

    /// The tracks so far followed by the next one (applied after them).
    public static func buildPartialBlock(accumulated: some Keyframes<Value>, next: some Keyframes<Value>) -> some Keyframes<Value> {
        _KeyframesSequence<Value>(parts: [accumulated, next])
    }

    /// Tracks: the result as it is.
    public static func buildFinalResult<Content: Keyframes>(_ component: Content) -> Content where Content.Value == Value {
        component
    }
}

extension KeyframesBuilder where Value: Animatable {
    /// A keyframe listed without a track, as it is (`buildFinalResult` makes the track).
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    /// The first keyframe of a block without a track.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value {
        first
    }

    /// The keyframes so far followed by the next one.
    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>,
                                         next: some KeyframeTrackContent<Value>) -> some KeyframeTrackContent<Value> {
        _KeyframeTrackContentSequence<Value>(parts: [accumulated, next])
    }

    /// The keyframes of a `for` loop, one iteration after another.
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        _KeyframeTrackContentSequence<Value>(parts: components)
    }

    /// Keyframes listed without a track: one track of the whole value.
    public static func buildFinalResult<K: KeyframeTrackContent>(_ component: K) -> KeyframeTrack<Value, Value, K> where K.Value == Value {
        KeyframeTrack { component }
    }
}

/// Tracks one after another: what a builder block or an empty block makes.
public struct _KeyframesSequence<Value>: Keyframes {
    public typealias Body = _KeyframesSequence<Value>
    let parts: [any Keyframes<Value>]

    /// Each part's tracks, in order.
    @MainActor public func _appendTracks(initialValue: Value, to tracks: inout KeyframeTrackList<Value>) {
        for part in parts { part._appendTracks(initialValue: initialValue, to: &tracks) }
    }
}
