import Foundation
import LunaparkCore

/// Receives the pointer events of one press, from down to up.
@MainActor
protocol PointerHandling: AnyObject {
    func pointerDown(at location: CGPoint, time: TimeInterval)
    func pointerMoved(to location: CGPoint, time: TimeInterval)
    func pointerUp(at location: CGPoint, time: TimeInterval)
    /// The press was taken away (a scroll view around the handler scrolls instead): it ends
    /// without its action, and no more events of it come.
    func pointerCancelled(time: TimeInterval)
    /// Whether the handler keeps a press that has moved by `translation` (points) since it went
    /// down, rather than letting a scroll view around it scroll.
    func claimsDrag(translation: CGSize) -> Bool
}

extension PointerHandling {
    /// By default a cancelled press just stops: no more events come.
    func pointerCancelled(time: TimeInterval) {}
    /// By default a handler lets a scroll view around it take the press's drags.
    func claimsDrag(translation: CGSize) -> Bool { false }
}

/// The handler of type `T` that `handler` is, or that it passes the press on to (a scroll
/// view's tracker to the view inside, a gesture pair to the subview's handler, then its own):
/// how a hit test made for a purpose other than a press (`SecondaryClickNode`, `FocusTargetNode`)
/// finds its target.
@MainActor
func innermostHandler<T: PointerHandling>(_ type: T.Type, in handler: PointerHandling) -> T? {
    if let found = handler as? T { return found }
    if let tracker = handler as? ScrollPressTracker, let inner = tracker.innerHandler { return innermostHandler(type, in: inner) }
    if let pair = handler as? GesturePairHandler {
        return innermostHandler(type, in: pair.inner) ?? innermostHandler(type, in: pair.own)
    }
    return nil
}

/// The handler that a press went to; it keeps receiving the press until it ends.
@MainActor
struct PointerTarget {
    let handler: PointerHandling
}
