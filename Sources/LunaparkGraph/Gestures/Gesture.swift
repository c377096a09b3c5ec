import Foundation
import LunaparkCore

/// An input gesture (SwiftUI's `Gesture`), attached with `gesture(_:)`.
@MainActor @preconcurrency
public protocol Gesture {
    associatedtype Value
    /// A recognizer that turns pointer events into this gesture's callbacks.
    func _makeRecognizer() -> GestureRecognizer
}

/// Turns the pointer events of one press (in the view's local coordinates,
/// points, origin top-left) into gesture callbacks.
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
    /// Applies the state changes made so far in this event as an update pass of their own,
    /// set by the node the gesture is attached to (nil: nothing to apply, as in tests that
    /// drive a recognizer directly).
    var applyPendingChanges: (@MainActor () -> Void)?
}

/// A drag (SwiftUI's `DragGesture`): recognized once the pointer has moved
/// `minimumDistance` points from where it went down.
public struct DragGesture: Gesture {
    /// The state of a drag, passed to `onChanged(_:)` and `onEnded(_:)`.
    public struct Value: Equatable, Sendable {
        /// When the event happened, as scene time in seconds since 2001-01-01
        /// (`timeIntervalSinceReferenceDate`), not as a wall-clock date; only
        /// differences between two values are meaningful.
        public var time: Date
        /// The pointer's current position, in points in the view's own coordinates
        /// (origin at its top-leading corner; the `coordinateSpace` is not used).
        public var location: CGPoint
        /// Where the pointer went down (not where the drag was recognized).
        public var startLocation: CGPoint
        /// `location` minus `startLocation`, in points.
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        /// Points per second, from the last two events.
        public var velocity: CGSize
        /// Where the drag would end if it kept decelerating (SwiftUI-like estimate: 0.25 s of velocity).
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width * 0.25, y: location.y + velocity.height * 0.25)
        }
        /// `predictedEndLocation` minus `startLocation`, in points.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    /// How far, in points, the pointer must move from where it went down before
    /// the drag is recognized; 0 or less recognizes it on the press itself,
    /// with a first `onChanged` at the press location.
    public var minimumDistance: CGFloat
    var onChangedAction: (@MainActor (Value) -> Void)?
    var onEndedAction: (@MainActor (Value) -> Void)?

    /// A drag recognized once the pointer has moved `minimumDistance` points
    /// (10 by default, as in SwiftUI) from where it went down.
    ///
    /// `coordinateSpace` is accepted so SwiftUI code compiles, and ignored:
    /// locations are always in the view's local coordinates.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
    }

    /// Runs `action` each time the drag moves (after it was recognized).
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> DragGesture {
        var g = self
        g.onChangedAction = action
        return g
    }

    /// Runs `action` when a recognized drag ends.
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> DragGesture {
        var g = self
        g.onEndedAction = action
        return g
    }

    public func _makeRecognizer() -> GestureRecognizer { DragRecognizer(gesture: self) }
}

@MainActor
final class DragRecognizer: GestureRecognizer {
    let gesture: DragGesture
    private var start: CGPoint = .zero
    private var last: (CGPoint, TimeInterval) = (.zero, 0)
    private var velocity: CGSize = .zero
    private var recognized = false

    init(gesture: DragGesture) { self.gesture = gesture }

    override var claimsDrags: Bool { true }

    private func value(_ location: CGPoint, _ time: TimeInterval) -> DragGesture.Value {
        DragGesture.Value(time: Date(timeIntervalSinceReferenceDate: time), location: location,
                          startLocation: start, velocity: velocity)
    }

    override func began(at location: CGPoint, time: TimeInterval, bounds: CGRect) {
        start = location
        last = (location, time)
        velocity = .zero
        recognized = gesture.minimumDistance <= 0
        if recognized { gesture.onChangedAction?(value(location, time)) }
    }

    override func moved(to location: CGPoint, time: TimeInterval, bounds: CGRect) {
        let dt = time - last.1
        if dt > 0 {
            velocity = CGSize(width: (location.x - last.0.x) / dt, height: (location.y - last.0.y) / dt)
        }
        last = (location, time)
        if !recognized {
            let distance = hypot(location.x - start.x, location.y - start.y)
            guard distance >= gesture.minimumDistance else { return }
            recognized = true
        }
        gesture.onChangedAction?(value(location, time))
    }

    override func ended(at location: CGPoint, time: TimeInterval, bounds: CGRect) {
        guard recognized else { return }
        gesture.onEndedAction?(value(location, time))
    }
}

/// A tap (SwiftUI's `TapGesture`): the pointer goes down and up inside the view.
public struct TapGesture: Gesture {
    public typealias Value = Void
    /// The number of taps in a row that trigger the gesture; values below 1 count as 1.
    public var count: Int
    var onEndedAction: (@MainActor () -> Void)?

    /// A gesture recognized after `count` taps. A tap is a press released inside
    /// the view's frame (or within 4 points of it) having moved less than 10
    /// points; the taps of a series must start at most 0.35 s after the previous
    /// one ended, or the count starts again.
    public init(count: Int = 1) { self.count = count }

    /// Runs `action` when the last tap of the series is released.
    public func onEnded(_ action: @escaping @MainActor () -> Void) -> TapGesture {
        var g = self
        g.onEndedAction = action
        return g
    }

    public func _makeRecognizer() -> GestureRecognizer { TapRecognizer(count: max(1, count), action: onEndedAction) }
}

/// Recognizes `count` taps in a row, each ending inside the view without turning into a drag,
/// less than `maximumInterval` seconds apart (0.35 s, close to the desktop double-click time).
@MainActor
final class TapRecognizer: GestureRecognizer {
    static let maximumInterval: TimeInterval = 0.35
    let count: Int
    let action: (@MainActor () -> Void)?
    private var start: CGPoint = .zero
    /// Taps so far in this series, and when the last one ended.
    private(set) var taps = 0
    private(set) var lastTapTime: TimeInterval = -.infinity

    init(count: Int, action: (@MainActor () -> Void)?) {
        self.count = count
        self.action = action
    }

    override func continues(from previous: GestureRecognizer) {
        guard let previous = previous as? TapRecognizer, previous.count == count else { return }
        taps = previous.taps
        lastTapTime = previous.lastTapTime
    }

    override func began(at location: CGPoint, time: TimeInterval, bounds: CGRect) {
        start = location
        if time - lastTapTime > Self.maximumInterval { taps = 0 }
    }

    override func cancelled(time: TimeInterval) { taps = 0 }

    override func ended(at location: CGPoint, time: TimeInterval, bounds: CGRect) {
        guard bounds.insetBy(dx: -4, dy: -4).contains(location), hypot(location.x - start.x, location.y - start.y) < 10 else {
            taps = 0
            return
        }
        taps += 1
        lastTapTime = time
        if taps == count {
            taps = 0
            action?()
        }
    }
}

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
