import Foundation
import LunaparkCore
/// `onAppear` / `onDisappear`.
///
/// As in SwiftUI: `onAppear` runs before the first frame that shows the
/// view, at that frame's time (`ViewGraph.whenAppearing(_:)`: after the
/// update that inserted it when a frame inserted it, else at the start of
/// the next frame; so before an insertion transition has visibly started);
/// `onDisappear` runs when the view has left the tree, after its removal
/// transition finished, if its `onAppear` ran (a view removed before any
/// frame showed it neither appears nor disappears).
public struct _AppearanceActionModifier: ViewModifier {
    public typealias Body = Never
    let appear: (@MainActor () -> Void)?
    let disappear: (@MainActor () -> Void)?

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        AppearanceNode(parent: parent, graph: graph)
    }
}

@MainActor
final class AppearanceNode: SingleChildModifierNode<_AppearanceActionModifier> {
    // Draws nothing: a new action changes no pixel.
    override var tracksDisplayChanges: Bool { true }

    /// True once the view has appeared (its appearance time came while it was in the tree).
    private var hasAppeared = false

    override func didMount() {
        super.didMount()
        // Through the node's link, not `[weak self]`: see `NodeLink`.
        graph.whenAppearing { [link = nodeLink] in
            guard let self = link.node as? AppearanceNode, self.isMounted, !self.hasAppeared else { return }
            self.hasAppeared = true
            if let appear = self.model.appear { DependencyTracker.untracked { appear() } }
        }
    }

    override func willUnmount() {
        super.willUnmount()
        guard hasAppeared else { return }
        hasAppeared = false
        if let disappear = model.disappear {
            graph.afterUpdate { DependencyTracker.untracked { disappear() } }
        }
    }
}

/// `onChange(of:initial:_:)`: runs an action after an update in which the value changed.
public struct _ValueActionModifier<Value: Equatable>: ViewModifier {
    public typealias Body = Never
    let value: Value
    let initial: Bool
    let action: @MainActor (Value, Value) -> Void

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        ValueActionNode<Value>(parent: parent, graph: graph)
    }
}

@MainActor
final class ValueActionNode<Value: Equatable>: SingleChildModifierNode<_ValueActionModifier<Value>> {
    // Draws nothing: a new value or action changes no pixel.
    override var tracksDisplayChanges: Bool { true }

    override func modelDidChange(from old: _ValueActionModifier<Value>?, context: UpdateContext) {
        let action = model.action
        let new = model.value
        if let old {
            guard old.value != new else { return }
            let oldValue = old.value
            // The action's state changes belong to the update's transaction, as in SwiftUI.
            let transaction = context.transaction
            graph.afterUpdate { _withCurrentTransaction(transaction) { DependencyTracker.untracked { action(oldValue, new) } } }
        } else if model.initial {
            graph.afterUpdate { DependencyTracker.untracked { action(new, new) } }
        }
    }
}

extension View {
    /// Runs `action` before the first frame that shows this view.
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: action, disappear: nil))
    }

    /// Runs `action` after this view left the tree (after its removal transition).
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: nil, disappear: action))
    }

    /// Runs `action` with the old and new value when `value` changes (and once at first when `initial`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` when `value` changes (and once at first when `initial`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping @MainActor () -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial, action: { _, _ in action() }))
    }

    /// Runs `action` with the new value when `value` changes (the older, deprecated form).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: false, action: { _, new in action(new) }))
    }
}

/// Names a view so tests and tools can find its frame (`ViewGraph.layoutFrame(tagged:)`).
public struct _DebugTagModifier: ViewModifier {
    public typealias Body = Never
    let tag: String

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        DebugTagNode(parent: parent, graph: graph)
    }
}

@MainActor
final class DebugTagNode: PassThroughModifierNode<_DebugTagModifier> {
    override func modelDidChange(from old: _DebugTagModifier?, context: UpdateContext) { debugTag = model.tag }
}

extension View {
    /// Names this view for `ViewGraph.layoutFrame(tagged:)`.
    public func _debugTag(_ tag: String) -> some View { modifier(_DebugTagModifier(tag: tag)) }
}

extension _DebugTagModifier: AppliesToWholeList {}
