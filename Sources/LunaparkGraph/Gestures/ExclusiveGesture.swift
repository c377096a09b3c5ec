import Foundation
import LunaparkCore

/// The first of two gestures that can be recognized (SwiftUI's `ExclusiveGesture`), made by
/// `exclusively(before:)`: both receive the press; the first has precedence, so the second's
/// values are held back until the first fails (then the second's latest value is reported),
/// and the second is cancelled as soon as the first reports a value.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Which gesture was recognized, with its value.
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }

    /// The gesture with precedence.
    public var first: First
    /// The gesture recognized only if the first fails.
    public var second: Second

    /// `first`, else `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public func _makeRecognizer() -> GestureRecognizer {
        ExclusiveRecognizer<First, Second>(first: first._makeRecognizer(), second: second._makeRecognizer())
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

@MainActor
final class ExclusiveRecognizer<First: Gesture, Second: Gesture>: GestureRecognizer {
    typealias Value = ExclusiveGesture<First, Second>.Value
    let first: GestureRecognizer
    let second: GestureRecognizer
    /// The second gesture's report held while the first may still be recognized.
    private var heldSecond: (value: Value, ended: Bool)?

    init(first: GestureRecognizer, second: GestureRecognizer) {
        self.first = first
        self.second = second
        super.init()
        first.changeHandler = { [unowned self] v in
            second.deliverCancelled(time: 0)
            reportChanged(Value.first(v as! First.Value))
        }
        first.endHandler = { [unowned self] v in
            second.deliverCancelled(time: 0)
            reportEnded(Value.first(v as! First.Value))
        }
        first.failHandler = { [unowned self] in
            guard let held = heldSecond else {
                if !second.isTracking { reportFailed() }
                return
            }
            heldSecond = nil
            if held.ended { reportEnded(held.value) } else { reportChanged(held.value) }
        }
        second.changeHandler = { [unowned self] v in deliverSecond(Value.second(v as! Second.Value), ended: false) }
        second.endHandler = { [unowned self] v in deliverSecond(Value.second(v as! Second.Value), ended: true) }
        second.failHandler = { [unowned self] in if first.phase == .failed { reportFailed() } }
    }

    /// Passes the second gesture's report on once the first has failed; holds it until then.
    private func deliverSecond(_ value: Value, ended: Bool) {
        if first.phase == .failed {
            if ended { reportEnded(value) } else { reportChanged(value) }
        } else if first.phase == .possible {
            heldSecond = (value, ended)
        }
    }

    private var both: [GestureRecognizer] { [first, second] }

    override func began(at location: CGPoint, time: TimeInterval, bounds: CGRect) {
        for r in both { r.deliverBegan(at: location, time: time, bounds: bounds, modifiers: modifiers) }
    }
    override func moved(to location: CGPoint, time: TimeInterval, bounds: CGRect) {
        for r in both { r.deliverMoved(to: location, time: time, bounds: bounds) }
    }
    override func ended(at location: CGPoint, time: TimeInterval, bounds: CGRect) {
        for r in both { r.deliverEnded(at: location, time: time, bounds: bounds) }
    }
    override func cancelled(time: TimeInterval) { for r in both { r.deliverCancelled(time: time) } }
    override var claimsDrags: Bool { first.claimsDrags || second.claimsDrags }
    override var claimsPressWhenActive: Bool { first.phase == .active ? first.claimsPressWhenActive : true }
    override var wakeTime: TimeInterval? {
        both.compactMap { $0.isTracking ? $0.wakeTime : nil }.min()
    }
    override func timeReached(_ time: TimeInterval) { for r in both { r.deliverTime(time) } }
}

extension Gesture {
    /// This gesture, or `other` if this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
