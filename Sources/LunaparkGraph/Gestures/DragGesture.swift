import Foundation
import LunaparkCore

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
        if recognized { changed(value(location, time)) }
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
        changed(value(location, time))
    }

    private func changed(_ value: DragGesture.Value) {
        gesture.onChangedAction?(value)
        reportChanged(value)
    }

    override func ended(at location: CGPoint, time: TimeInterval, bounds: CGRect) {
        guard recognized else { return }
        let value = value(location, time)
        gesture.onEndedAction?(value)
        reportEnded(value)
    }
}
