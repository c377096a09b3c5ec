import Foundation
import LunaparkCore

/// `anchorPreference(key:value:transform:)` and `transformAnchorPreference(key:value:transform:)`:
/// the preference is made from an anchor of the view's laid-out frame.
public struct _AnchorWritingModifier<AnchorValue, Key: PreferenceKey>: ViewModifier {
    public typealias Body = Never
    let source: Anchor<AnchorValue>.Source
    /// Combines the content's value of `Key` (the default when it sets none) with the anchor.
    let transform: (inout Key.Value, Anchor<AnchorValue>) -> Void

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        AnchorWriterNode<AnchorValue, Key>(parent: parent, graph: graph)
    }
}

@MainActor
final class AnchorWriterNode<AnchorValue, Key: PreferenceKey>:
    SingleChildModifierNode<_AnchorWritingModifier<AnchorValue, Key>>, PreferenceWritingNode {
    override var tracksDisplayChanges: Bool { true }

    func collectOwnPreference<Asked: PreferenceKey>(_ key: Asked.Type, into accumulator: inout PreferenceAccumulator<Asked>) {
        guard Asked.self == Key.self else { return collectChildPreferences(key, into: &accumulator) }
        let anchor = Anchor<AnchorValue>(sourceFrame: windowFrame(of: layoutFrame), geometry: model.source.geometry)
        var value = preferenceValue(Key.self, ofChildrenOf: self)
        model.transform(&value, anchor)
        accumulator.add(value as! Asked.Value)
    }
}

extension View {
    /// Sets the preference `key` to `transform(anchor)`, where the anchor is `value` measured
    /// on this view's laid-out frame (its bounds, a point, a rectangle): an ancestor converts it
    /// to its own coordinates with `GeometryProxy`'s subscript. The value replaces what the
    /// views inside this one set for `key`; it follows layout, animated changes included.
    public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(_AnchorWritingModifier<A, K>(source: value, transform: { $0 = transform($1) }))
    }

    /// Changes the value of the preference `key` that this view's content produces (the key's
    /// `defaultValue` when nothing inside sets it) with `transform` and an anchor of this view.
    public func transformAnchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        modifier(_AnchorWritingModifier<A, K>(source: value, transform: transform))
    }
}
