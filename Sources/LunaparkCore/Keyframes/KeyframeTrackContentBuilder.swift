import Foundation

/// Builds the keyframes of a track from the keyframes listed in a closure, in order
/// (SwiftUI's `KeyframeTrackContentBuilder`): `if`/`else`, `switch` and `for` loops work
/// as in a view builder.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    /// A keyframe (or keyframe content) listed in the closure, as it is.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    /// An empty closure: no keyframes (the track stays on its initial value).
    public static func buildBlock() -> some KeyframeTrackContent<Value> {
        _KeyframeTrackContentSequence<Value>(parts: [])
    }

    /// The first keyframe of a block.
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

    /// The keyframes of an `if` branch (or of a `switch` case).
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(first component: First)
        -> Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        Conditional(storage: .first(component))
    }

    /// The keyframes of an `else` branch (or of a later `switch` case).
    public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(second component: Second)
        -> Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
        Conditional(storage: .second(component))
    }

    /// The keyframes of one branch of an `if`/`else` or `switch`.
    public struct Conditional<ConditionalValue: Animatable, First: KeyframeTrackContent, Second: KeyframeTrackContent>: KeyframeTrackContent
    where First.Value == ConditionalValue, Second.Value == ConditionalValue {
        public typealias Value = ConditionalValue
        public typealias Body = Conditional<ConditionalValue, First, Second>

        enum Storage {
            case first(First)
            case second(Second)
        }

        let storage: Storage

        /// The chosen branch's keyframes.
        @MainActor public func _appendKeyframes(to keyframes: inout [ResolvedKeyframe<ConditionalValue.AnimatableData>]) {
            switch storage {
            case .first(let content): content._appendKeyframes(to: &keyframes)
            case .second(let content): content._appendKeyframes(to: &keyframes)
            }
        }
    }
}

/// Keyframes one after another: what a builder block, a loop or an empty block makes.
public struct _KeyframeTrackContentSequence<Value: Animatable>: KeyframeTrackContent {
    public typealias Body = _KeyframeTrackContentSequence<Value>
    let parts: [any KeyframeTrackContent<Value>]

    /// Each part's keyframes, in order.
    @MainActor public func _appendKeyframes(to keyframes: inout [ResolvedKeyframe<Value.AnimatableData>]) {
        for part in parts { part._appendKeyframes(to: &keyframes) }
    }
}
