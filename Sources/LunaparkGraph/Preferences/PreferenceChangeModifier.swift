import Foundation
import LunaparkCore

/// `onPreferenceChange(_:perform:)`: runs an action when the content's value of `Key` changes.
public struct _PreferenceActionModifier<Key: PreferenceKey>: ViewModifier where Key.Value: Equatable {
    public typealias Body = Never
    let action: (Key.Value) -> Void

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        PreferenceActionNode<Key>(parent: parent, graph: graph)
    }
}

extension _PreferenceActionModifier: AppliesToWholeList {}

@MainActor
final class PreferenceActionNode<Key: PreferenceKey>: PassThroughModifierNode<_PreferenceActionModifier<Key>>,
                                                      PreferenceReadingNode where Key.Value: Equatable {
    override var tracksDisplayChanges: Bool { true }
    /// The value the action last saw (nil before the first reading).
    private var lastValue: Key.Value?

    override func didMount() {
        super.didMount()
        graph.preferenceReaders.add(self)
    }

    override func willUnmount() {
        graph.preferenceReaders.remove(self)
        super.willUnmount()
    }

    func readPreference(transaction: Transaction) {
        let value = content?.preferenceValue(Key.self) ?? Key.defaultValue
        // The first reading reports a value only when a view set one different from the default.
        let previous = lastValue ?? Key.defaultValue
        lastValue = value
        guard value != previous else { return }
        let action = model.action
        // As `onChange`: the action runs after the pass, its state changes in the pass's transaction.
        graph.afterUpdate { _withCurrentTransaction(transaction) { DependencyTracker.untracked { action(value) } } }
    }
}

extension View {
    /// Runs `action` with the new value when the value of the preference `key` that this view's
    /// content produces changes, after the layout that changed it (and once when the view first
    /// appears, when its content sets a value other than the key's default).
    ///
    /// The action runs on the main actor after the update, like `onChange(of:)`; state it changes
    /// animates with the transaction of the change that moved the value (`withAnimation` around
    /// the change that resized a measured view animates what the action changes).
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                     perform action: @escaping (K.Value) -> Void) -> some View
        where K.Value: Equatable {
        modifier(_PreferenceActionModifier<K>(action: action))
    }
}
