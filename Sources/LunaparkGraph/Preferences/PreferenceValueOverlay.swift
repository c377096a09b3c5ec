import Foundation
import LunaparkCore

/// `overlayPreferenceValue` and `backgroundPreferenceValue`: a secondary view built from the
/// content's value of `Key`, offered the content's size and aligned on it.
public struct _PreferenceValueOverlayModifier<Key: PreferenceKey, Secondary: View>: ViewModifier {
    public typealias Body = Never
    let alignment: Alignment
    let isBackground: Bool
    let transform: (Key.Value) -> Secondary

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        PreferenceValueOverlayNode<Key, Secondary>(parent: parent, graph: graph)
    }
}

@MainActor
final class PreferenceValueOverlayNode<Key: PreferenceKey, Secondary: View>:
    SingleChildModifierNode<_PreferenceValueOverlayModifier<Key, Secondary>>, PreferenceReadingNode {
    private var secondary: ViewNode?
    /// The value the secondary view was last built from (nil: the key's default, not read yet).
    private var builtValue: Key.Value?

    override var children: [ViewNode] {
        let primary = content.map { [$0] } ?? []
        let other = secondary.map { [$0] } ?? []
        return model?.isBackground == true ? other + primary : primary + other
    }

    override func modelDidChange(from old: _PreferenceValueOverlayModifier<Key, Secondary>?, context: UpdateContext) {
        if old?.alignment != model.alignment { invalidateLayout() }
        // Built from the value last read; the reading after this pass's layout brings it up to date.
        buildSecondary(from: builtValue ?? Key.defaultValue, context: context)
    }

    private func buildSecondary(from value: Key.Value, context: UpdateContext) {
        let view = DependencyTracker.evaluate(as: self) { model.transform(value) }
        let isNew = secondary == nil
        secondary = reconcile(secondary, with: view, context: context)
        if isNew, isMounted { secondary?.didMount() }
    }

    override func reevaluate(transaction: Transaction) {
        // State the transform read changed.
        recordUpdate(transaction: transaction)
        buildSecondary(from: builtValue ?? Key.defaultValue,
                       context: UpdateContext(transaction: transaction, environment: environment))
        graph.setNeedsLayout()
    }

    override func didMount() {
        super.didMount()
        graph.preferenceReaders.add(self)
    }

    override func willUnmount() {
        graph.preferenceReaders.remove(self)
        super.willUnmount()
    }

    func readPreference(transaction: Transaction) {
        // The content's value only: the secondary view's own values go to the views above.
        let value = content?.preferenceValue(Key.self) ?? Key.defaultValue
        if let builtValue, ViewComparison.isSameValue(builtValue, value) { return }
        if builtValue == nil, ViewComparison.isSameValue(Key.defaultValue, value) {
            builtValue = value
            return
        }
        builtValue = value
        recordUpdate(transaction: transaction)
        buildSecondary(from: value, context: UpdateContext(transaction: transaction, environment: environment))
        graph.setNeedsLayout()
    }

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        super.placeSubtree(in: rect, transaction: transaction)
        guard let secondary else { return }
        placeSecondary(secondary, aligned: model.alignment, in: rect, transaction: transaction)
    }

    override func render(into builder: inout DisplayListBuilder) {
        for child in children { child.render(into: &builder) }
    }
}

extension View {
    /// Layers the view `transform` makes from this view's value of the preference `key` in
    /// front of this view, offered this view's size and centred on it.
    ///
    /// The overlay is built again after each layout that changes the value (values that are
    /// not `Equatable` are compared property by property), in the transaction of that change:
    /// an underline placed from an anchor moves with the animation that moved its anchor's view.
    /// The overlay's own values of `key` join the content's for the views above.
    public func overlayPreferenceValue<Key: PreferenceKey, T: View>(_ key: Key.Type = Key.self,
                                                                    @ViewBuilder _ transform: @escaping (Key.Value) -> T) -> some View {
        modifier(_PreferenceValueOverlayModifier<Key, T>(alignment: .center, isBackground: false, transform: transform))
    }

    /// Layers the view `transform` makes from this view's value of the preference `key` in
    /// front of this view, aligned by `alignment` (see `overlayPreferenceValue(_:_:)`).
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_PreferenceValueOverlayModifier<K, V>(alignment: alignment, isBackground: false, transform: transform))
    }

    /// Layers the view `transform` makes from this view's value of the preference `key` behind
    /// this view, offered this view's size and centred on it (see `overlayPreferenceValue(_:_:)`).
    public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(_ key: Key.Type = Key.self,
                                                                       @ViewBuilder _ transform: @escaping (Key.Value) -> T) -> some View {
        modifier(_PreferenceValueOverlayModifier<Key, T>(alignment: .center, isBackground: true, transform: transform))
    }

    /// Layers the view `transform` makes from this view's value of the preference `key` behind
    /// this view, aligned by `alignment` (see `overlayPreferenceValue(_:_:)`).
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_PreferenceValueOverlayModifier<K, V>(alignment: alignment, isBackground: true, transform: transform))
    }
}
