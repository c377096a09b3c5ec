import Foundation
import LunaparkCore

/// Drives an inner recognizer with every event and passes its reports on, after calling
/// observers on them (`updating`, `onChanged`, `onEnded`) or transforming its values (`map`).
@MainActor
final class ObservingRecognizer: GestureRecognizer {
    let inner: GestureRecognizer

    init(inner: GestureRecognizer, changed: ((Any) -> Void)? = nil, ended: ((Any) -> Void)? = nil,
         failed: (() -> Void)? = nil, transform: @escaping (Any) -> Any = { $0 }) {
        self.inner = inner
        super.init()
        inner.changeHandler = { [unowned self] value in
            changed?(value)
            reportChanged(transform(value))
        }
        inner.endHandler = { [unowned self] value in
            ended?(value)
            reportEnded(transform(value))
        }
        inner.failHandler = { [unowned self] in
            failed?()
            reportFailed()
        }
    }

    override func continues(from previous: GestureRecognizer) {
        if let previous = previous as? ObservingRecognizer { inner.continues(from: previous.inner) }
    }
    override func began(at location: CGPoint, time: TimeInterval, bounds: CGRect) {
        inner.deliverBegan(at: location, time: time, bounds: bounds, modifiers: modifiers)
    }
    override func moved(to location: CGPoint, time: TimeInterval, bounds: CGRect) {
        inner.deliverMoved(to: location, time: time, bounds: bounds)
    }
    override func ended(at location: CGPoint, time: TimeInterval, bounds: CGRect) {
        inner.deliverEnded(at: location, time: time, bounds: bounds)
    }
    override func cancelled(time: TimeInterval) { inner.deliverCancelled(time: time) }
    override var claimsDrags: Bool { inner.claimsDrags }
    override var claimsPressWhenActive: Bool { inner.claimsPressWhenActive }
    override var wakeTime: TimeInterval? { inner.isTracking ? inner.wakeTime : nil }
    override func timeReached(_ time: TimeInterval) { inner.deliverTime(time) }
}
