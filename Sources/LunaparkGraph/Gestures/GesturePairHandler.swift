import Foundation
import LunaparkCore

/// Shares one press between a view's gesture (`highPriorityGesture`, `simultaneousGesture`)
/// and the handler of a subview under the pointer: both receive its events; when `exclusive`,
/// the subview's press is cancelled as soon as the view's gesture reports a value or ends.
@MainActor
final class GesturePairHandler: PointerHandling {
    let own: any GesturePhaseReporting
    let inner: PointerHandling
    let exclusive: Bool
    private var innerTracking = true

    init(own: any GesturePhaseReporting, inner: PointerHandling, exclusive: Bool) {
        self.own = own
        self.inner = inner
        self.exclusive = exclusive
    }

    /// Cancels the subview's press once the view's exclusive gesture has taken the press.
    private func arbitrate(time: TimeInterval) {
        guard exclusive, innerTracking, own.hasTakenPress else { return }
        innerTracking = false
        inner.pointerCancelled(time: time)
    }

    func pointerDown(at location: CGPoint, time: TimeInterval) {
        own.pointerDown(at: location, time: time)
        arbitrate(time: time)
        if innerTracking { inner.pointerDown(at: location, time: time) }
    }

    func pointerMoved(to location: CGPoint, time: TimeInterval) {
        own.pointerMoved(to: location, time: time)
        arbitrate(time: time)
        if innerTracking { inner.pointerMoved(to: location, time: time) }
    }

    func pointerUp(at location: CGPoint, time: TimeInterval) {
        own.pointerUp(at: location, time: time)
        arbitrate(time: time)
        if innerTracking { inner.pointerUp(at: location, time: time) }
    }

    func pointerCancelled(time: TimeInterval) {
        own.pointerCancelled(time: time)
        if innerTracking { inner.pointerCancelled(time: time) }
    }

    func claimsDrag(translation: CGSize) -> Bool {
        own.claimsDrag(translation: translation) || (innerTracking && inner.claimsDrag(translation: translation))
    }
}
