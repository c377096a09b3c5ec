import Foundation
import LunaparkCore

/// A named value that views produce and their ancestors read (SwiftUI's `PreferenceKey`).
///
/// Views set a value with `preference(key:value:)` (or an anchor with
/// `anchorPreference(key:value:transform:)`); an ancestor reads the combined
/// value of everything below it with `onPreferenceChange(_:perform:)`,
/// `overlayPreferenceValue(_:_:)` or `backgroundPreferenceValue(_:_:)`. Values
/// flow up after layout, so a value computed from a `GeometryProxy` is the
/// laid-out one.
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value

    /// The value of a view tree in which no view sets this key.
    static var defaultValue: Value { get }

    /// Combines the value set so far (`value`, from the views earlier in the tree: a stack's
    /// leading or upper children first) with the next one. Called only between values that
    /// views set; a tree with one value set produces that value unchanged.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// `nil`, the default of keys whose value is optional (as in SwiftUI).
    public static var defaultValue: Value { nil }
}

/// The values of one key met while walking a subtree, reduced in tree order.
struct PreferenceAccumulator<Key: PreferenceKey> {
    /// The reduced value; nil while no view in the walked part set the key.
    private(set) var value: Key.Value?

    /// Adds a value set by the next view in tree order.
    mutating func add(_ next: Key.Value) {
        guard var current = value else {
            value = next
            return
        }
        value = nil  // one copy of the value while `reduce` mutates it
        Key.reduce(value: &current, nextValue: { next })
        value = current
    }

    /// The reduced value, or the key's default when no view set it.
    var valueOrDefault: Key.Value { value ?? Key.defaultValue }
}

/// A node that sets or changes preference values for the views above it (the nodes of
/// `preference(key:value:)`, `transformPreference`, the anchor preferences).
@MainActor
protocol PreferenceWritingNode: ViewNode {
    /// Adds what this node's subtree produces for `key` to `accumulator`: its own value in place
    /// of its content's, or its content's changed. Calls `collectChildPreferences` for keys it
    /// does not write.
    func collectOwnPreference<Key: PreferenceKey>(_ key: Key.Type, into accumulator: inout PreferenceAccumulator<Key>)
}

extension ViewNode {
    /// Adds the values of `key` that this subtree sets to `accumulator`, in tree order
    /// (children in order; views being removed do not count).
    final func collectPreference<Key: PreferenceKey>(_ key: Key.Type, into accumulator: inout PreferenceAccumulator<Key>) {
        if let writer = self as? any PreferenceWritingNode {
            writer.collectOwnPreference(key, into: &accumulator)
        } else {
            collectChildPreferences(key, into: &accumulator)
        }
    }

    /// Adds the values of `key` that this node's children set, in order.
    final func collectChildPreferences<Key: PreferenceKey>(_ key: Key.Type, into accumulator: inout PreferenceAccumulator<Key>) {
        for child in children where !child.isRemoving {
            child.collectPreference(key, into: &accumulator)
        }
    }

    /// The value of `key` this node's subtree produces (its default when no view sets it).
    final func preferenceValue<Key: PreferenceKey>(_ key: Key.Type) -> Key.Value {
        var accumulator = PreferenceAccumulator<Key>()
        collectPreference(key, into: &accumulator)
        return accumulator.valueOrDefault
    }
}
