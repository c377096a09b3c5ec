import Foundation
import LunaparkCore

/// `preference(key:value:)`: sets `value` for `Key` in place of whatever the content sets.
public struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier {
    public typealias Body = Never
    let value: Key.Value

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        PreferenceWriterNode<Key>(parent: parent, graph: graph)
    }
}

extension _PreferenceWritingModifier: AppliesToWholeList {}

@MainActor
final class PreferenceWriterNode<Key: PreferenceKey>: PassThroughModifierNode<_PreferenceWritingModifier<Key>>,
                                                      PreferenceWritingNode {
    // Draws nothing: a new value is read by the preference readers after the pass.
    override var tracksDisplayChanges: Bool { true }

    func collectOwnPreference<Asked: PreferenceKey>(_ key: Asked.Type, into accumulator: inout PreferenceAccumulator<Asked>) {
        guard Asked.self == Key.self else { return collectChildPreferences(key, into: &accumulator) }
        accumulator.add(model.value as! Asked.Value)
    }
}

/// `transformPreference(_:_:)`: changes the value of `Key` that the content produces.
public struct _PreferenceTransformModifier<Key: PreferenceKey>: ViewModifier {
    public typealias Body = Never
    let transform: (inout Key.Value) -> Void

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        PreferenceTransformNode<Key>(parent: parent, graph: graph)
    }
}

extension _PreferenceTransformModifier: AppliesToWholeList {}

@MainActor
final class PreferenceTransformNode<Key: PreferenceKey>: PassThroughModifierNode<_PreferenceTransformModifier<Key>>,
                                                         PreferenceWritingNode {
    override var tracksDisplayChanges: Bool { true }

    func collectOwnPreference<Asked: PreferenceKey>(_ key: Asked.Type, into accumulator: inout PreferenceAccumulator<Asked>) {
        guard Asked.self == Key.self else { return collectChildPreferences(key, into: &accumulator) }
        var value = preferenceValue(Key.self, ofChildrenOf: self)
        model.transform(&value)
        accumulator.add(value as! Asked.Value)
    }
}

extension ViewNode {
    /// The value of `key` that `node`'s children produce (the key's default when none sets it).
    func preferenceValue<Key: PreferenceKey>(_ key: Key.Type, ofChildrenOf node: ViewNode) -> Key.Value {
        var children = PreferenceAccumulator<Key>()
        node.collectChildPreferences(key, into: &children)
        return children.valueOrDefault
    }
}

extension View {
    /// Sets `value` for the preference `key`, for this view and its ancestors to read.
    ///
    /// The value replaces what the views inside this one set for `key`; siblings' values
    /// are combined by `Key.reduce(value:nextValue:)` in the order the views are declared.
    /// On a `Group` or `ForEach`, the value is set once for the whole list.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceWritingModifier<K>(value: value))
    }

    /// Changes the value of the preference `key` that this view's content produces (the
    /// key's `defaultValue` when nothing inside sets it) with `callback`.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self,
                                                      _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(_PreferenceTransformModifier<K>(transform: callback))
    }
}
