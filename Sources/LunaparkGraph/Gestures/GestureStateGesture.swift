import Foundation
import LunaparkCore

/// A gesture that updates a `GestureState` while it is active (SwiftUI's
/// `GestureStateGesture`), made by `updating(_:body:)`.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    /// The gesture whose values update the state.
    public var gesture: Base
    /// The state updated.
    public var state: GestureState<State>
    /// Called with each new value of `gesture`, the state to change and the transaction the
    /// change happens in.
    public var body: (GestureStateGesture.Value, inout State, inout Transaction) -> Void

    /// A gesture that calls `body` with each value of `gesture`.
    public init(base: Base, state: GestureState<State>,
                body: @escaping (GestureStateGesture.Value, inout State, inout Transaction) -> Void) {
        gesture = base
        self.state = state
        self.body = body
    }

    public func _makeRecognizer() -> GestureRecognizer {
        let state = state, body = body
        return ObservingRecognizer(inner: gesture._makeRecognizer(),
            changed: { value in state.update { current, transaction in body(value as! Value, &current, &transaction) } },
            ended: { _ in state.resetToInitial() },
            failed: { state.resetToInitial() })
    }
}

/// Calls an action with each value of a gesture that is `Equatable`, when it changes
/// (SwiftUI's `_ChangedGesture`), made by `onChanged(_:)`.
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    public typealias Value = Content.Value
    let content: Content
    let action: (Value) -> Void

    public func _makeRecognizer() -> GestureRecognizer {
        let action = action
        var last: Value?
        return ObservingRecognizer(inner: content._makeRecognizer(), changed: { any in
            let value = any as! Value
            guard value != last else { return }
            last = value
            action(value)
        })
    }
}

/// Calls an action with a gesture's final value when it ends successfully (SwiftUI's
/// `_EndedGesture`), made by `onEnded(_:)`; a failed or cancelled gesture does not call it.
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    let content: Content
    let action: (Value) -> Void

    public func _makeRecognizer() -> GestureRecognizer {
        let action = action
        return ObservingRecognizer(inner: content._makeRecognizer(), ended: { action($0 as! Value) })
    }
}

/// A gesture whose values are transformed by a function (SwiftUI's `_MapGesture`), made by
/// `map(_:)`.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    let content: Content
    let transform: (Content.Value) -> Value

    public func _makeRecognizer() -> GestureRecognizer {
        let transform = transform
        return ObservingRecognizer(inner: content._makeRecognizer(), transform: { transform($0 as! Content.Value) })
    }
}

extension Gesture {
    /// Updates `state` with each value of this gesture, in the transaction `body` sets; the
    /// state returns to its initial value when the gesture ends, fails or is cancelled.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Self.Value, inout State, inout Transaction) -> Void)
        -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }

    /// Runs `action` with the final value when the gesture ends successfully.
    public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// Transforms the gesture's values with `body`.
    public func map<T>(_ body: @escaping (Self.Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }
}

extension Gesture where Value: Equatable {
    /// Runs `action` each time the gesture's value changes while it is active.
    public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}
