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

/// The handler that a press went to; it keeps receiving the press until it ends.
@MainActor
struct PointerTarget {
    let handler: PointerHandling
}
