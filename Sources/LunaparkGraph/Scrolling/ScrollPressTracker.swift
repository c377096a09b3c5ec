import Foundation
import LunaparkCore

/// Receives a press that lands in a scroll view. The press goes to the view inside that took
/// it (`inner`) until the pointer has moved `slop` points along a scrolled axis; then, unless
/// that view claims the drag (its own `DragGesture`, a scroll view inside scrolling that way),
/// its press is cancelled and the content follows the pointer. A press that catches moving
/// content only stops it: the view inside does not receive it.
@MainActor
final class ScrollPressTracker: PointerHandling {
    /// Points the pointer moves along a scrolled axis before a press becomes a scroll.
    static let slop: CGFloat = 10

    let scrollView: ScrollViewNode
    private var inner: PointerHandling?
    private var start: CGPoint = .zero
    private var isScrolling = false

    /// The handler of the view inside that the press goes to until it becomes a scroll.
    var innerHandler: PointerHandling? { inner }

    init(scrollView: ScrollViewNode, inner: PointerHandling?) {
        self.scrollView = scrollView
        self.inner = inner
    }

    func pointerDown(at location: CGPoint, time: TimeInterval) {
        start = location
        if scrollView.isMovingOnItsOwn { inner = nil }
        scrollView.isTrackingPointer = true
        scrollView.stopMotion(at: time)
        inner?.pointerDown(at: location, time: time)
    }

    func pointerMoved(to location: CGPoint, time: TimeInterval) {
        if isScrolling {
            scrollView.dragMoved(to: location, time: time)
            return
        }
        let translation = CGSize(width: location.x - start.x, height: location.y - start.y)
        if inner?.claimsDrag(translation: translation) != true, scrollView.scrolls(afterMoving: translation) {
            inner?.pointerCancelled(time: time)
            inner = nil
            isScrolling = true
            scrollView.beginDrag(at: location, time: time)
            return
        }
        inner?.pointerMoved(to: location, time: time)
    }

    func pointerUp(at location: CGPoint, time: TimeInterval) {
        releaseTracking()
        if isScrolling {
            scrollView.endDrag(at: location, time: time)
        } else {
            inner?.pointerUp(at: location, time: time)
        }
    }

    func pointerCancelled(time: TimeInterval) {
        releaseTracking()
        if isScrolling {
            scrollView.endDrag(at: scrollView.drag?.startPointer ?? start, time: time)
        } else {
            inner?.pointerCancelled(time: time)
        }
    }

    /// The press left the content: the scroll view is no longer tracking it.
    private func releaseTracking() {
        guard scrollView.isTrackingPointer else { return }
        scrollView.isTrackingPointer = false
        scrollView.updateScrollPhase()
    }

    /// A scroll view claims a drag it would scroll (so the scroll view around it does not take it).
    func claimsDrag(translation: CGSize) -> Bool {
        isScrolling || inner?.claimsDrag(translation: translation) == true || scrollView.scrolls(afterMoving: translation)
    }
}
