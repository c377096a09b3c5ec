import Foundation
import LunaparkCore

/// Two gestures recognized at the same time (SwiftUI's `SimultaneousGesture`), made by
/// `simultaneously(with:)`: both receive every event; the value holds the latest value of each
/// (nil until it has one). It ends when both have finished and at least one ended
/// successfully (its `onEnded` value keeps only those), and fails when both failed.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The values of both gestures.
    public struct Value {
        /// The first gesture's latest value, nil until it has one.
        public var first: First.Value?
        /// The second gesture's latest value, nil until it has one.
        public var second: Second.Value?
    }

    /// One of the two gestures.
    public var first: First
    /// The other one.
    public var second: Second

    /// `first` and `second` recognized together.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public func _makeRecognizer() -> GestureRecognizer {
        SimultaneousRecognizer<First, Second>(first: first._makeRecognizer(), second: second._makeRecognizer())
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

@MainActor
final class SimultaneousRecognizer<First: Gesture, Second: Gesture>: GestureRecognizer {
    let first: GestureRecognizer
    let second: GestureRecognizer
    private var value = SimultaneousGesture<First, Second>.Value(first: nil, second: nil)
    /// The final value: the values of the gestures that ended successfully.
    private var endedValue = SimultaneousGesture<First, Second>.Value(first: nil, second: nil)

    init(first: GestureRecognizer, second: GestureRecognizer) {
        self.first = first
        self.second = second
        super.init()
        first.changeHandler = { [unowned self] v in value.first = (v as! First.Value); reportChanged(value) }
        second.changeHandler = { [unowned self] v in value.second = (v as! Second.Value); reportChanged(value) }
        first.endHandler = { [unowned self] v in value.first = (v as! First.Value); endedValue.first = value.first; finishIfDone() }
        second.endHandler = { [unowned self] v in value.second = (v as! Second.Value); endedValue.second = value.second; finishIfDone() }
        first.failHandler = { [unowned self] in finishIfDone() }
        second.failHandler = { [unowned self] in finishIfDone() }
    }

    private func finishIfDone() {
        guard !first.isTracking, !second.isTracking else { return }
        if first.phase == .ended || second.phase == .ended { reportEnded(endedValue) } else { reportFailed() }
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
    override var wakeTime: TimeInterval? {
        both.compactMap { $0.isTracking ? $0.wakeTime : nil }.min()
    }
    override func timeReached(_ time: TimeInterval) { for r in both { r.deliverTime(time) } }
}

extension Gesture {
    /// This gesture and `other` recognized together.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}
