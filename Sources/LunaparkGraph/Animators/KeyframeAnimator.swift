import Foundation
import LunaparkCore

/// A view that animates its content with keyframes (SwiftUI's `KeyframeAnimator`).
///
/// `keyframes` receives the animator's current value (`initialValue` at first, then the value
/// the previous animation ended on) and returns the keyframes to play from it, evaluated as a
/// `KeyframeTimeline`. While they play, `content` runs every frame with the interpolated value,
/// like the body of an `Animatable` view (the inspector counts it as a body evaluation per
/// frame and lists the value); keep it cheap. Afterwards the content stays on the end value.
///
/// - Repeating form: plays from the moment the view appears and, when `repeating`, again from
///   each end value, forever. With `repeating` false the content shows the value at the start
///   of the timeline. Keyframes of no duration do not repeat.
/// - Trigger form: plays when `trigger` changes. A change during an animation replaces it with
///   the keyframes for the current interpolated value, and its tracks keep their velocity
///   (cubic and spring keyframes without a start velocity continue the motion).
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where Value == KeyframePath.Value {
    public typealias Body = Never

    let initialValue: Value
    let repeating: Bool
    let trigger: (any Equatable)?
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    /// Plays `keyframes` from when the view appears, again and again while `repeating`.
    public init(initialValue: Value, repeating: Bool = true,
                @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.repeating = repeating
        self.trigger = nil
        self.content = content
        self.keyframes = keyframes
    }

    /// Plays `keyframes` each time `trigger` changes.
    public init(initialValue: Value, trigger: some Equatable,
                @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.repeating = false
        self.trigger = trigger
        self.content = content
        self.keyframes = keyframes
    }

    public static func _makeNode(_ view: Self, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        KeyframeAnimatorNode<Value, KeyframePath, Content>(parent: parent, graph: graph)
    }
}
