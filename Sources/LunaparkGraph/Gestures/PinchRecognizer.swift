import Foundation
import LunaparkCore

/// One moment of a simulated two-finger pinch, for `MagnifyGesture` and `RotateGesture`.
///
/// A mouse has one pointer, so a pinch is simulated as Apple's iOS Simulator does it: with
/// Option (Alt) or Control held when the button goes down, the pointer is one finger and a
/// second finger mirrors it through the centre of the view. The magnification is the
/// fingers' distance over their distance at the press (the pointer's distance from the
/// centre over its distance at the press), the rotation the angle the pointer has turned
/// around the centre (clockwise positive, y down), unwrapped so that it can pass ±180°.
/// Control is offered besides Option because many Linux window managers take Alt+drag.
struct PinchSample {
    var magnification: CGFloat
    var magnificationVelocity: CGFloat
    var rotation: Angle
    var rotationVelocity: Angle
    /// The midpoint of the two fingers: the view's centre, in its local coordinates.
    var startLocation: CGPoint
    var time: Date
}

@MainActor
final class PinchRecognizer: GestureRecognizer {
    /// Whether a sample has moved far enough from the press for the gesture to be recognized.
    let isRecognizable: (PinchSample) -> Bool
    let makeValue: (PinchSample) -> Any
    /// The smallest distance from the centre the pinch measures from, points: a press nearer
    /// the centre counts as this far (in its direction), so the ratio stays finite.
    static let minimumRadius: CGFloat = 4
    private var center: CGPoint = .zero
    private var startRadius: CGFloat = 1
    private var startAngle: Double = 0
    private var rotation: Double = 0
    private var last: PinchSample?
    private var recognized = false

    init(isRecognizable: @escaping (PinchSample) -> Bool, makeValue: @escaping (PinchSample) -> Any) {
        self.isRecognizable = isRecognizable
        self.makeValue = makeValue
    }

    override var claimsDrags: Bool { true }

    override func began(at location: CGPoint, time: TimeInterval, bounds: CGRect) {
        guard !modifiers.isDisjoint(with: [.option, .control]) else {
            reportFailed()
            return
        }
        center = CGPoint(x: bounds.midX, y: bounds.midY)
        let dx = location.x - center.x, dy = location.y - center.y
        startRadius = max(hypot(dx, dy), Self.minimumRadius)
        startAngle = hypot(dx, dy) > 0 ? atan2(Double(dy), Double(dx)) : 0
        rotation = 0
        last = PinchSample(magnification: 1, magnificationVelocity: 0, rotation: .zero, rotationVelocity: .zero,
                           startLocation: center, time: Date(timeIntervalSinceReferenceDate: time))
    }

    override func moved(to location: CGPoint, time: TimeInterval, bounds: CGRect) {
        guard let previous = last else { return }
        let dx = location.x - center.x, dy = location.y - center.y
        let radius = hypot(dx, dy)
        if radius > 0 {
            // Unwrap: the turn since the last move is taken in (-π, π].
            var turn = atan2(Double(dy), Double(dx)) - startAngle - rotation
            turn = remainder(turn, 2 * .pi)
            rotation += turn
        }
        let magnification = radius / startRadius
        let dt = time - previous.time.timeIntervalSinceReferenceDate
        let sample = PinchSample(
            magnification: magnification,
            magnificationVelocity: dt > 0 ? (magnification - previous.magnification) / dt : previous.magnificationVelocity,
            rotation: .radians(rotation),
            rotationVelocity: dt > 0 ? .radians((rotation - previous.rotation.radians) / dt) : previous.rotationVelocity,
            startLocation: center, time: Date(timeIntervalSinceReferenceDate: time))
        last = sample
        if !recognized {
            guard isRecognizable(sample) else { return }
            recognized = true
        }
        reportChanged(makeValue(sample))
    }

    override func ended(at location: CGPoint, time: TimeInterval, bounds: CGRect) {
        guard recognized, let last else { return }
        reportEnded(makeValue(last))
    }
}
