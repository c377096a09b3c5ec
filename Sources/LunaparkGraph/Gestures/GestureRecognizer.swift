import Foundation
import LunaparkCore

/// Where a recognizer is in its press: it starts `possible`, becomes `active` with its first
/// value, and finishes `ended` (its `onEnded` runs) or `failed` (released too early, moved too
/// far, cancelled); a finished recognizer takes no more events of that press.
public enum GestureRecognizerPhase: Sendable, Hashable {
    case possible, active, ended, failed
}

/// Turns the pointer events of one press (in the view's local coordinates,
/// points, origin top-left) into gesture callbacks.
///
/// A subclass overrides the event methods (`began`, `moved`, `ended`, `cancelled`,
/// `timeReached`) and reports what it recognized with `reportChanged`, `reportEnded` and
/// `reportFailed`; wrappers (`updating`, `onChanged`, composed gestures) and the view's
/// gesture node drive it through the `deliver…` methods, which keep its phase: a recognizer
/// still `possible` or `active` when the press is released or cancelled has failed.
@MainActor
open class GestureRecognizer {
    public init() {}
    /// Called on a new press's recognizer with the previous press's, for gestures that span
    /// presses (a double tap).
    open func continues(from previous: GestureRecognizer) {}
    /// The pointer went down at `location` at scene time `time` (seconds);
    /// `bounds` is the view's own rectangle, origin (0, 0).
    open func began(at location: CGPoint, time: TimeInterval, bounds: CGRect) {}
    /// The pointer moved with the button held (moves without a press are not
    /// delivered); `location` may be outside `bounds`, since the view that took
    /// the press keeps it until release.
    open func moved(to location: CGPoint, time: TimeInterval, bounds: CGRect) {}
    /// The button was released at `location`, which may be outside `bounds`.
    open func ended(at location: CGPoint, time: TimeInterval, bounds: CGRect) {}
    /// The press was taken away before it ended (a scroll view scrolls instead): the gesture
    /// ends without its action.
    open func cancelled(time: TimeInterval) {}
    /// Whether the gesture keeps the pointer's drags from a scroll view around it (a drag
    /// gesture does; a tap or a press lets the scroll view scroll).
    open var claimsDrags: Bool { false }
    /// Whether an active recognizer takes the press from the subviews' gestures under a
    /// `highPriorityGesture` (true); a long press, active while merely pressed, takes it only
    /// when it ends.
    open var claimsPressWhenActive: Bool { true }
    /// The scene time (seconds) at which the recognizer wants `timeReached(_:)` called while
    /// the pointer is held still (a long press's minimum duration), nil for none.
    open var wakeTime: TimeInterval? { nil }
    /// `wakeTime` has come (`time`, seconds of scene time, is at or after it).
    open func timeReached(_ time: TimeInterval) {}

    /// Applies the state changes made so far in this event as an update pass of their own,
    /// set by the node the gesture is attached to (nil: nothing to apply, as in tests that
    /// drive a recognizer directly).
    var applyPendingChanges: (@MainActor () -> Void)?

    /// The modifier keys held when the press began (the host reports them with
    /// `InputEvent.modifiersChanged`); magnify and rotate gestures read them.
    public internal(set) var modifiers: EventModifiers = []
    /// Where the recognizer is in its press.
    public private(set) var phase: GestureRecognizerPhase = .possible
    /// Whether the recognizer still takes events of this press.
    public var isTracking: Bool { phase == .possible || phase == .active }

    /// Receivers of the reports, set by the wrapper or node that drives this recognizer.
    var changeHandler: ((Any) -> Void)?
    var endHandler: ((Any) -> Void)?
    var failHandler: (() -> Void)?

    /// Reports a new value (the gesture is recognized, or moved on); ignored once finished.
    public func reportChanged(_ value: Any) {
        guard isTracking else { return }
        phase = .active
        changeHandler?(value)
    }

    /// Reports that the gesture ended successfully with `value`; ignored once finished.
    public func reportEnded(_ value: Any) {
        guard isTracking else { return }
        phase = .ended
        endHandler?(value)
    }

    /// Reports that the gesture will not end successfully in this press; ignored once finished.
    public func reportFailed() {
        guard isTracking else { return }
        phase = .failed
        failHandler?()
    }

    /// Starts the press (modifiers first, so `began` can read them).
    func deliverBegan(at location: CGPoint, time: TimeInterval, bounds: CGRect, modifiers: EventModifiers) {
        self.modifiers = modifiers
        began(at: location, time: time, bounds: bounds)
    }

    /// A move; a wake-up due by `time` is delivered first (an event can arrive before the frame
    /// that would have woken the recognizer).
    func deliverMoved(to location: CGPoint, time: TimeInterval, bounds: CGRect) {
        deliverTime(time)
        guard isTracking else { return }
        moved(to: location, time: time, bounds: bounds)
    }

    /// The release: a recognizer that did not end on it has failed.
    func deliverEnded(at location: CGPoint, time: TimeInterval, bounds: CGRect) {
        deliverTime(time)
        guard isTracking else { return }
        ended(at: location, time: time, bounds: bounds)
        reportFailed()
    }

    /// The press was taken away: the recognizer fails without ending.
    func deliverCancelled(time: TimeInterval) {
        guard isTracking else { return }
        cancelled(time: time)
        reportFailed()
    }

    /// Calls `timeReached` if the wake time has come by `time`.
    func deliverTime(_ time: TimeInterval) {
        guard isTracking, let wake = wakeTime, wake <= time + 1e-9 else { return }
        timeReached(time)
    }
}
