import Foundation
import LunaparkCore
/// `onKeyPress`: runs an action for key presses that reach this view's subtree.
/// Handlers deeper in the tree see a press first; `.ignored` passes it on.
public struct _KeyPressModifier: ViewModifier {
    public typealias Body = Never
    let keys: Set<KeyEquivalent>?
    let action: @MainActor (KeyPress) -> KeyPress.Result

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        KeyPressNode(parent: parent, graph: graph)
    }
}

@MainActor
final class KeyPressNode: PassThroughModifierNode<_KeyPressModifier> {
    override func handleKey(_ press: KeyPress) -> Bool {
        if super.handleKey(press) { return true }
        guard graph.keyDelivery == .keyPressHandlers else { return false }
        if let keys = model.keys, !keys.contains(press.key) { return false }
        return DependencyTracker.untracked { model.action(press) } == .handled
    }
}

extension View {
    /// Runs `action` when `key` is pressed.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping @MainActor () -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(keys: [key], action: { _ in action() }))
    }

    /// Runs `action` for any key press; return `.ignored` to let others handle it.
    public func onKeyPress(action: @escaping @MainActor (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(keys: nil, action: action))
    }

    /// Runs `action` when one of `keys` is pressed.
    public func onKeyPress(keys: Set<KeyEquivalent>, action: @escaping @MainActor (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(keys: keys, action: action))
    }
}

extension _KeyPressModifier: AppliesToWholeList {}
