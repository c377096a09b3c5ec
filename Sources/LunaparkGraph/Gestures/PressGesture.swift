import Foundation
import LunaparkCore

/// Reports presses (down, still inside, up) for controls such as `Button`.
struct _PressGesture: Gesture {
    typealias Value = Bool
    let onPressingChanged: @MainActor (Bool) -> Void
    let onRelease: @MainActor () -> Void

    func _makeRecognizer() -> GestureRecognizer { PressRecognizer(gesture: self) }
}

@MainActor
final class PressRecognizer: GestureRecognizer {
    let gesture: _PressGesture
    private var inside = false

    init(gesture: _PressGesture) { self.gesture = gesture }

    override func began(at location: CGPoint, time: TimeInterval, bounds: CGRect) {
        inside = true
        gesture.onPressingChanged(true)
    }

    override func moved(to location: CGPoint, time: TimeInterval, bounds: CGRect) {
        let now = bounds.insetBy(dx: -20, dy: -20).contains(location)
        if now != inside {
            inside = now
            gesture.onPressingChanged(now)
        }
    }

    override func cancelled(time: TimeInterval) {
        gesture.onPressingChanged(false)
    }

    /// The pressed state ends in an update of its own before the release's action runs, as
    /// SwiftUI applies each transaction separately: a style's `.animation(_:value: isPressed)`
    /// then animates only the pressed look, and a change the action makes in `withAnimation`
    /// reaches the button's label with the action's animation (in one shared pass the style's
    /// animation claimed the label's change too).
    override func ended(at location: CGPoint, time: TimeInterval, bounds: CGRect) {
        gesture.onPressingChanged(false)
        guard bounds.insetBy(dx: -20, dy: -20).contains(location) else { return }
        applyPendingChanges?()
        gesture.onRelease()
    }
}
