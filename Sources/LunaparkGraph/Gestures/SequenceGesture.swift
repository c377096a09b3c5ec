import Foundation
import LunaparkCore

/// One gesture, then another (SwiftUI's `SequenceGesture`), made by `sequenced(before:)`: the
/// second starts where the pointer is when the first ends (a long press, then a drag from
/// where the finger rests), and the sequence ends when the second does. It fails if either fails.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The state of the sequence.
    public enum Value {
        /// The first gesture is active, with its value.
        case first(First.Value)
        /// The first ended with its final value; the second's value once it has one.
        case second(First.Value, Second.Value?)
    }

    /// The gesture recognized first.
    public var first: First
    /// The gesture recognized after the first ended.
    public var second: Second

    /// A sequence of `first`, then `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public func _makeRecognizer() -> GestureRecognizer {
        SequenceRecognizer<First, Second>(first: first._makeRecognizer(), makeSecond: { [second] in second._makeRecognizer() })
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

@MainActor
final class SequenceRecognizer<First: Gesture, Second: Gesture>: GestureRecognizer {
    typealias Value = SequenceGesture<First, Second>.Value
    let first: GestureRecognizer
    let makeSecond: () -> GestureRecognizer
    private var second: GestureRecognizer?
    private var location: CGPoint = .zero
    private var bounds: CGRect = .zero
    /// The scene time of the event being delivered (seconds).
    private var time: TimeInterval = 0

    init(first: GestureRecognizer, makeSecond: @escaping () -> GestureRecognizer) {
        self.first = first
        self.makeSecond = makeSecond
        super.init()
        first.changeHandler = { [unowned self] value in reportChanged(Value.first(value as! First.Value)) }
        first.failHandler = { [unowned self] in reportFailed() }
        first.endHandler = { [unowned self] value in startSecond(after: value as! First.Value) }
    }

    private var current: GestureRecognizer { second ?? first }

    override func began(at location: CGPoint, time: TimeInterval, bounds: CGRect) {
        self.location = location
        self.bounds = bounds
        self.time = time
        first.deliverBegan(at: location, time: time, bounds: bounds, modifiers: modifiers)
    }

    /// The first gesture ended: the second begins at the pointer's current location and time.
    private func startSecond(after firstValue: First.Value) {
        let next = makeSecond()
        second = next
        next.changeHandler = { [unowned self] value in reportChanged(Value.second(firstValue, (value as! Second.Value))) }
        next.endHandler = { [unowned self] value in reportEnded(Value.second(firstValue, (value as! Second.Value))) }
        next.failHandler = { [unowned self] in reportFailed() }
        reportChanged(Value.second(firstValue, nil))
        next.deliverBegan(at: location, time: time, bounds: bounds, modifiers: modifiers)
    }

    override func moved(to location: CGPoint, time: TimeInterval, bounds: CGRect) {
        self.location = location
        self.time = time
        current.deliverMoved(to: location, time: time, bounds: bounds)
    }

    override func ended(at location: CGPoint, time: TimeInterval, bounds: CGRect) {
        self.location = location
        self.time = time
        current.deliverEnded(at: location, time: time, bounds: bounds)
    }

    override func cancelled(time: TimeInterval) { current.deliverCancelled(time: time) }
    override var claimsDrags: Bool { current.claimsDrags }
    override var claimsPressWhenActive: Bool { second != nil || first.claimsPressWhenActive }
    override var wakeTime: TimeInterval? { current.isTracking ? current.wakeTime : nil }

    override func timeReached(_ time: TimeInterval) {
        self.time = time
        current.deliverTime(time)
    }
}

extension Gesture {
    /// This gesture, then `other` once this one has ended.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}
