import Foundation
import LunaparkCore

/// A two-finger rotation (SwiftUI's `RotateGesture`, iOS 17). With a mouse: hold Option (Alt)
/// or Control and drag around the view's centre; the rotation is the angle the pointer has
/// turned around it, clockwise positive (see `PinchSample`).
public struct RotateGesture: Gesture {
    /// The state of the rotation.
    public struct Value: Equatable, Sendable {
        /// When the event happened (scene time as a date; only differences are meaningful).
        public var time: Date
        /// The angle turned since the gesture began, unwrapped (it can pass ±180°).
        public var rotation: Angle
        /// How fast `rotation` changes, per second.
        public var velocity: Angle
        /// Where the rotation is centred, as a unit point of the view: its centre.
        public var startAnchor: UnitPoint
        /// Where the rotation is centred, in the view's local coordinates (points).
        public var startLocation: CGPoint
    }

    /// How far the pointer must turn before the gesture is recognized.
    public var minimumAngleDelta: Angle

    /// A rotation recognized once it has turned `minimumAngleDelta` (1° by default).
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    public func _makeRecognizer() -> GestureRecognizer {
        let delta = minimumAngleDelta.radians
        return PinchRecognizer(isRecognizable: { abs($0.rotation.radians) >= delta }, makeValue: {
            Value(time: $0.time, rotation: $0.rotation, velocity: $0.rotationVelocity,
                  startAnchor: .center, startLocation: $0.startLocation)
        })
    }
}

/// The older rotation gesture (SwiftUI's `RotationGesture`): its value is the angle alone.
/// Driven as `RotateGesture` is.
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    /// How far the pointer must turn before the gesture is recognized.
    public var minimumAngleDelta: Angle

    /// A rotation recognized once it has turned `minimumAngleDelta` (1° by default).
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    public func _makeRecognizer() -> GestureRecognizer {
        let delta = minimumAngleDelta.radians
        return PinchRecognizer(isRecognizable: { abs($0.rotation.radians) >= delta }, makeValue: { $0.rotation })
    }
}
