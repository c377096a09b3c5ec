import Foundation
import LunaparkCore

/// The focus of `focusable` views and the key presses it routes. At most one view has the
/// focus: a `focusable` view (`focusedView`) or a text input (`focusedTextInput`); giving it to
/// one takes it from the other.
extension ViewGraph {
    /// Gives the focus to `target` (nil: to no focusable view), telling the view that had it
    /// and the one that gets it. A text input that had the focus loses it when a view takes it.
    func moveFocus(to target: FocusTargetNode?) {
        let previous = focusedView
        guard previous !== target else { return }
        focusedView = target
        if target != nil, let field = focusedTextInput, field.isAttached { field.resignFocus() }
        if let previous, previous.isAttached { previous.model.focusChanged(false) }
        target?.model.focusChanged(true)
    }

    /// Focuses the innermost focusable view that a click at `point` (root coordinates) focuses,
    /// found by the ordinary hit test; a click on no such view takes the focus from the focused one.
    func focusView(clickedAt point: CGPoint) {
        isFindingFocusTarget = true
        let target = hitTestThroughPresentations(point)
        isFindingFocusTarget = false
        moveFocus(to: target.flatMap { innermostHandler(FocusTargetNode.self, in: $0.handler) })
    }

    /// Offers a key press to the focused view's handlers, inside it first (deepest first), then
    /// to the handlers around it, innermost first. True when one handled it.
    func deliverThroughFocus(_ press: KeyPress, from focused: FocusTargetNode) -> Bool {
        if focused.handleKey(press) { return true }
        var node = focused.parent
        while let ancestor = node {
            if let handler = ancestor as? KeyPressNode, handler.handleOwnKey(press) { return true }
            node = ancestor.parent
        }
        return false
    }

    /// Moves the focus to the next view the Tab key reaches (the previous with `backwards`),
    /// around the end: focusable views and enabled text inputs in the order of the tree, in
    /// the frontmost presented layer while one is presented. False when there is none.
    @discardableResult
    func moveFocusByTab(backwards: Bool) -> Bool {
        var order: [ViewNode] = []
        guard let scope = presenters.last(where: { $0.isPresenting })?.layer ?? root else { return false }
        collectFocusOrder(scope, into: &order)
        guard !order.isEmpty else { return false }
        let current: ViewNode? = focusedView ?? (focusedTextInput?.isAttached == true ? focusedTextInput : nil)
        let index = current.flatMap { current in order.firstIndex { $0 === current } }
        let next = index.map { (backwards ? $0 - 1 + order.count : $0 + 1) % order.count } ?? (backwards ? order.count - 1 : 0)
        if let view = order[next] as? FocusTargetNode {
            moveFocus(to: view)
        } else if let field = order[next] as? TextInputNode {
            moveFocus(to: nil)
            field.takeFocusFromKeyboard()
        }
        return true
    }

    private func collectFocusOrder(_ node: ViewNode, into order: inout [ViewNode]) {
        if let view = node as? FocusTargetNode, view.canFocus { order.append(view) }
        if let field = node as? TextInputNode, field.environment.isEnabled { order.append(field) }
        // A presenter's layer is reached from the presenters, not as a child of its view.
        let children = (node as? PresentationModifierNode).map { $0.content.map { [$0] } ?? [] } ?? node.children
        for child in children where !child.isRemoving { collectFocusOrder(child, into: &order) }
    }
}
