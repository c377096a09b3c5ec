import Foundation
import LunaparkCore

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
            reportEnded(())
        }
    }
}
