import Foundation
import LunaparkCore

/// A press held still (SwiftUI's `LongPressGesture`). Its value is `true`: it becomes active
/// with `true` as the pointer goes down (so `updating` sees the press at once) and ends, with
/// `true`, once the pointer has stayed down `minimumDuration` seconds without moving more than
/// `maximumDistance` points, while it is still held (the release is not waited for). Released
/// earlier or moved farther, it fails: `onEnded` does not run and `GestureState` resets.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    /// Seconds the press must last; 0 or less ends the gesture as the pointer goes down.
    public var minimumDuration: Double
    /// How far, in points, the pointer may move from where it went down before the gesture fails.
    public var maximumDistance: CGFloat

    /// A long press of `minimumDuration` seconds (0.5 by default, as in SwiftUI) that fails if
    /// the pointer moves more than `maximumDistance` points (10).
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    public func _makeRecognizer() -> GestureRecognizer { LongPressRecognizer(gesture: self) }
}

/// Recognizes a long press: a wake-up at the press's time plus the minimum duration ends it.
@MainActor
final class LongPressRecognizer: GestureRecognizer {
    let gesture: LongPressGesture
    private var start: CGPoint = .zero
    private var deadline: TimeInterval?

    init(gesture: LongPressGesture) { self.gesture = gesture }

    /// While merely pressed the long press does not take the press from a subview's gesture.
    override var claimsPressWhenActive: Bool { false }
    override var wakeTime: TimeInterval? { deadline }

    override func began(at location: CGPoint, time: TimeInterval, bounds: CGRect) {
        start = location
        reportChanged(true)
        let duration = gesture.minimumDuration.isFinite ? gesture.minimumDuration : 0
        if duration <= 0 { reportEnded(true) } else { deadline = time + duration }
    }

    override func moved(to location: CGPoint, time: TimeInterval, bounds: CGRect) {
        if hypot(location.x - start.x, location.y - start.y) > gesture.maximumDistance { fail() }
    }

    override func timeReached(_ time: TimeInterval) {
        deadline = nil
        reportEnded(true)
    }

    override func cancelled(time: TimeInterval) { deadline = nil }

    private func fail() {
        deadline = nil
        reportFailed()
    }
}

/// The gesture of `onLongPressGesture`: reports pressing on and off and runs the action on success.
struct _LongPressActionGesture: Gesture {
    typealias Value = Bool
    let press: LongPressGesture
    let action: () -> Void
    let onPressingChanged: ((Bool) -> Void)?

    func _makeRecognizer() -> GestureRecognizer {
        let action = action, pressing = onPressingChanged
        var isPressing = false
        func setPressing(_ value: Bool) {
            guard value != isPressing else { return }
            isPressing = value
            pressing?(value)
        }
        return ObservingRecognizer(inner: press._makeRecognizer(),
                                   changed: { _ in setPressing(true) },
                                   ended: { _ in setPressing(false); action() },
                                   failed: { setPressing(false) })
    }
}

extension View {
    /// Runs `action` once the view has been pressed for `minimumDuration` seconds without the
    /// pointer moving more than `maximumDistance` points (while still held).
    /// `onPressingChanged` is called with `true` as the press starts and `false` when it
    /// succeeds, is released early, moves too far or is cancelled.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        gesture(_LongPressActionGesture(press: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
                                        action: action, onPressingChanged: onPressingChanged))
    }

    /// The same as `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`
    /// with the pressing closure first (SwiftUI's older spelling). Disfavoured, so that the
    /// everyday `.onLongPressGesture { ... }` (a trailing closure alone, which both spellings
    /// accept) picks the current one instead of being ambiguous.
    @_disfavoredOverload
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: ((Bool) -> Void)? = nil,
                                   perform action: @escaping () -> Void) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance,
                           perform: action, onPressingChanged: pressing)
    }
}
