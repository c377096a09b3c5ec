import Foundation
import LunaparkCore

/// Put by `Button` and `Toggle` around what they draw: runs the control's action when the
/// environment's `keyboardShortcut` is pressed. The graph offers key presses to these nodes
/// (deepest first, through the presented layers) before any `onKeyPress` handler.
struct _KeyboardShortcutAction: ViewModifier {
    typealias Body = Never
    /// What a click would do: the button's action, or flipping the toggle.
    let perform: @MainActor () -> Void

    static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        KeyboardShortcutActionNode(parent: parent, graph: graph)
    }
}

@MainActor
final class KeyboardShortcutActionNode: PassThroughModifierNode<_KeyboardShortcutAction> {
    override func handleKey(_ press: KeyPress) -> Bool {
        if super.handleKey(press) { return true }
        guard graph.keyDelivery == .shortcuts, environment.isEnabled,
              let shortcut = environment.keyboardShortcut, shortcut.matches(press) else { return false }
        DependencyTracker.untracked { model.perform() }
        return true
    }
}

/// Which handlers a key press is being offered to: the graph offers it to keyboard shortcuts
/// first, then to `onKeyPress` handlers.
enum KeyDelivery {
    case shortcuts, keyPressHandlers
}
