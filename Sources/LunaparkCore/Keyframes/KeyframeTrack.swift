import Foundation

/// A sequence of keyframes animating one property of a root value, or the whole value
/// (SwiftUI's `KeyframeTrack`).
///
/// The track starts from the property's value in the initial value and runs its keyframes
/// one after another from time 0. Its duration is the sum of theirs; after it the property
/// stays on the last keyframe's value. (SwiftUI names the property type's generic parameter
/// `Value`; here it is `TrackValue`, since `Value` is the `Keyframes` protocol's root value.)
public struct KeyframeTrack<Root, TrackValue, Content: KeyframeTrackContent>: Keyframes where TrackValue == Content.Value {
    public typealias Value = Root
    public typealias Body = KeyframeTrack<Root, TrackValue, Content>

    let keyPath: WritableKeyPath<Root, TrackValue>
    let content: Content

    /// A track animating the property of the root value at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, TrackValue>, @KeyframeTrackContentBuilder<TrackValue> content: () -> Content) {
        self.keyPath = keyPath
        self.content = content()
    }

    /// Appends this track, starting from its property of `initialValue`.
    @MainActor public func _appendTracks(initialValue: Root, to tracks: inout KeyframeTrackList<Root>) {
        var keyframes: [ResolvedKeyframe<TrackValue.AnimatableData>] = []
        content._appendKeyframes(to: &keyframes)
        tracks.append(keyPath, of: initialValue, keyframes: keyframes)
    }
}

extension KeyframeTrack where Root == TrackValue {
    /// A track animating the whole value.
    public init(@KeyframeTrackContentBuilder<TrackValue> content: () -> Content) {
        self.init(\.self, content: content)
    }
}
