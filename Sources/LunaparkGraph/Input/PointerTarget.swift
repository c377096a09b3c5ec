import Foundation
import LunaparkCore

/// Receives the pointer events of one press, from down to up.
@MainActor
protocol PointerHandling: AnyObject {
    func pointerDown(at location: CGPoint, time: TimeInterval)
    func pointerMoved(to location: CGPoint, time: TimeInterval)
    func pointerUp(at location: CGPoint, time: TimeInterval)
}

/// The handler that a press went to; it keeps receiving the press until it ends.
@MainActor
struct PointerTarget {
    let handler: PointerHandling
}
