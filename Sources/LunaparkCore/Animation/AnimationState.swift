/// A container for a custom animation's per-run state, keyed by
/// `AnimationStateKey` types (SwiftUI's `AnimationState`).
///
/// Each running animation of each property has its own state, which starts
/// empty; it moves to the successor animation when that one merges.
public struct AnimationState<Value: VectorArithmetic> {
    @usableFromInline
    var storage: [ObjectIdentifier: Any] = [:]

    /// An empty state: every key reads its `defaultValue`.
    public init() {}

    /// The value stored for `key`, or its `defaultValue` when nothing was stored.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { storage.isEmpty ? K.defaultValue : storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}
