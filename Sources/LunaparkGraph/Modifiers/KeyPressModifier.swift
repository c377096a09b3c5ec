import Foundation
import LunaparkCore
/// `onKeyPress`: runs an action for key presses that reach this view's subtree.
/// Handlers deeper in the tree see a press first; `.ignored` passes it on.
public struct _KeyPressModifier: ViewModifier {
    public typealias Body = Never
    let keys: Set<KeyEquivalent>?
    let phases: KeyPress.Phases
    let action: @MainActor (KeyPress) -> KeyPress.Result

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        KeyPressNode(parent: parent, graph: graph)
    }
}

@MainActor
final class KeyPressNode: PassThroughModifierNode<_KeyPressModifier> {
    override func handleKey(_ press: KeyPress) -> Bool {
        if super.handleKey(press) { return true }
        return handleOwnKey(press)
    }

    /// Offers `press` to this handler alone (not to those inside it): true when it handled it.
    func handleOwnKey(_ press: KeyPress) -> Bool {
        guard graph.keyDelivery == .keyPressHandlers, model.phases.contains(press.phase) else { return false }
        if let keys = model.keys, !keys.contains(press.key) { return false }
        return DependencyTracker.untracked { model.action(press) } == .handled
    }
}

extension View {
    /// Runs `action` when `key` goes down or repeats. While a `focusable` view has the focus, presses
    /// go to the handlers in it and then to those around it; with nothing focused, to every handler
    /// in the window, deepest first (see `ViewGraph.handle(_:at:)`).
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping @MainActor () -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(keys: [key], phases: [.down, .repeat], action: { _ in action() }))
    }

    /// Runs `action` for the presses of `key` in `phases`.
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases,
                           action: @escaping @MainActor (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(keys: [key], phases: phases, action: action))
    }

    /// Runs `action` for any key press in `phases` (down and repeat by default); return
    /// `.ignored` to let others handle it.
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping @MainActor (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(keys: nil, phases: phases, action: action))
    }

    /// Runs `action` when one of `keys` is pressed in `phases` (down and repeat by default).
    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping @MainActor (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(keys: keys, phases: phases, action: action))
    }
}

extension _KeyPressModifier: AppliesToWholeList {}
