import Foundation
import LunaparkCore

/// A pinch that scales (SwiftUI's `MagnifyGesture`, iOS 17). With a mouse: hold Option (Alt)
/// or Control and drag away from the view's centre to magnify, towards it to shrink (the
/// pointer is one finger, the other mirrors it through the centre; see `PinchSample`).
public struct MagnifyGesture: Gesture {
    /// The state of the pinch.
    public struct Value: Equatable, Sendable {
        /// When the event happened (scene time as a date; only differences are meaningful).
        public var time: Date
        /// The fingers' distance over their distance when the pinch began (1 at the start).
        public var magnification: CGFloat
        /// How fast `magnification` changes, per second.
        public var velocity: CGFloat
        /// Where the pinch is centred, as a unit point of the view: its centre.
        public var startAnchor: UnitPoint
        /// Where the pinch is centred, in the view's local coordinates (points).
        public var startLocation: CGPoint
    }

    /// How far the magnification must move from 1 before the gesture is recognized.
    public var minimumScaleDelta: CGFloat

    /// A pinch recognized once the magnification has changed by `minimumScaleDelta` (0.01).
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    public func _makeRecognizer() -> GestureRecognizer {
        let delta = minimumScaleDelta
        return PinchRecognizer(isRecognizable: { abs($0.magnification - 1) >= delta }, makeValue: {
            Value(time: $0.time, magnification: $0.magnification, velocity: $0.magnificationVelocity,
                  startAnchor: .center, startLocation: $0.startLocation)
        })
    }
}

/// The older pinch gesture (SwiftUI's `MagnificationGesture`): its value is the magnification
/// alone (1 at the start). Driven as `MagnifyGesture` is.
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    /// How far the magnification must move from 1 before the gesture is recognized.
    public var minimumScaleDelta: CGFloat

    /// A pinch recognized once the magnification has changed by `minimumScaleDelta` (0.01).
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    public func _makeRecognizer() -> GestureRecognizer {
        let delta = minimumScaleDelta
        return PinchRecognizer(isRecognizable: { abs($0.magnification - 1) >= delta }, makeValue: { $0.magnification })
    }
}
