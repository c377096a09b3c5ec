/// A key for a custom animation's per-run state in `AnimationState`
/// (SwiftUI's `AnimationStateKey`). The key type itself is the identity;
/// `defaultValue` is what a fresh run reads.
public protocol AnimationStateKey {
    /// The type of the stored value.
    associatedtype Value

    /// The value read before anything was stored for this key.
    static var defaultValue: Value { get }
}
