import Foundation
import LunaparkCore

extension ViewGraph {
    /// Delivers `event`, which happened at host time `host` (seconds).
    ///
    /// A press goes to the view under the pointer that takes it, which keeps
    /// receiving the moves and the release wherever the pointer goes; moves with
    /// no button held go to the `onHover` views only. A secondary (right) click opens the
    /// context menu under the pointer. A scroll goes to the
    /// innermost `ScrollView` under the pointer that scrolls along its delta. Keys go to the focused
    /// `TextField` first (it takes editing keys and the keys that type text),
    /// then to the buttons and toggles with that `keyboardShortcut`, then to
    /// `onKeyPress` handlers (see `deliverKey(_:)`); a press also focuses the
    /// `focusable` view under it; typed text goes to the
    /// focused text field. The state changes the event causes are applied,
    /// and laid out, before this returns, at the event's scene time (an
    /// animation they start begins then; a `Sound` played plays at `host`);
    /// only the drawing waits for the next `frame(at:)`.
    public func handle(_ event: InputEvent, at host: TimeInterval) {
        hostTime = max(hostTime, host)
        let time = clock.sceneTime(atHost: host)
        advanceTime(to: time)
        flushUpdates()
        AudioRouting.withEventTime(host) {
            switch event {
            case .pointerDown(let p):
                focusView(clickedAt: p)
                pointerCapture = hitTestThroughPresentations(p)
                pointerCapture?.handler.pointerDown(at: p, time: time)
            case .pointerMoved(let p, let pressed):
                if pressed { pointerCapture?.handler.pointerMoved(to: p, time: time) }
                for hover in hoverNodes { if let node = hover.node, node.isAttached { node.pointerMoved(to: p) } }
            case .pointerUp(let p):
                pointerCapture?.handler.pointerUp(at: p, time: time)
                pointerCapture = nil
            case .secondaryClick(let p):
                openContextMenu(at: p)
            case .scroll(let p, let delta):
                scrollTargetThroughPresentations(at: p, delta: delta)?.scroll(by: delta, time: time)
            case .modifiersChanged(let modifiers):
                pointerModifiers = modifiers
            case .key(let key, let modifiers):
                deliverKey(KeyPress(key: key, modifiers: modifiers, phase: .down))
            case .keyRepeat(let key, let modifiers):
                deliverKey(KeyPress(key: key, modifiers: modifiers, phase: .repeat))
            case .keyUp(let key, let modifiers):
                deliverKey(KeyPress(key: key, modifiers: modifiers, phase: .up))
            case .text(let text):
                if let field = focusedTextInput, field.isAttached { field.insert(text) }
            }
        }
        flushUpdates()
    }
}

extension ViewGraph {
    /// Offers a key press to the focused text input (down and repeat), the keyboard shortcuts
    /// (down and repeat), then the `onKeyPress` handlers: through the focused `focusable` view and
    /// those around it when one has the focus, else all of them, deepest first. A Tab (or
    /// Shift-Tab) press no handler took moves the focus on (back).
    func deliverKey(_ press: KeyPress) {
        pointerModifiers = press.modifiers
        if press.phase != .up {
            if let field = focusedTextInput, field.isAttached, field.handleEditingKey(press) { return }
            keyDelivery = .shortcuts
            let isShortcut = handleKeyThroughPresentations(press)
            keyDelivery = .keyPressHandlers
            if isShortcut { return }
        }
        let handled = if let focused = focusedView, focused.isAttached {
            deliverThroughFocus(press, from: focused)
        } else {
            handleKeyThroughPresentations(press)
        }
        if !handled, press.phase != .up, press.key == .tab, press.modifiers.subtracting([.shift, .capsLock]).isEmpty {
            moveFocusByTab(backwards: press.modifiers.contains(.shift))
        }
    }

    /// True while a `TextField` has the focus: keys that type text are its own
    /// (hosts with shortcuts of their own on plain keys let them through).
    public var isEditingText: Bool { focusedTextInput?.isAttached == true }
}
