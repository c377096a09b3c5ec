import Foundation
import LunaparkCore

/// Invalidation: how state changes mark nodes for the next update pass, and how a
/// graph is asked for a layout or a new display list.
extension ViewGraph {
    /// Moves the scene time to the host's now (`hostClock`), for a change made outside a frame or event.
    func advanceToHostClock() {
        guard let now = hostClock?() else { return }
        hostTime = max(hostTime, now)
        advanceTime(to: clock.sceneTime(atHost: now))
    }

    /// Marks `node` for re-evaluation in the next update pass, with the transaction of the change.
    /// A change made outside an update pass moves the scene time to the host's `hostClock` first,
    /// so an animation it starts begins now, not at the last frame's time. A change made by an
    /// action that an update runs (`onChange`, `onAppear`) keeps that update's time: an
    /// animation started from `onChange(of: timeline.date)` begins at the entry, not at the
    /// frame that applies it.
    func invalidate(_ node: ViewNode, transaction: Transaction, cause: StateChangeCause = .other) {
        if !isUpdating && !isFlushingUpdates { advanceToHostClock() }
        if let inspection { inspection.recordInvalidation(of: node, cause: cause, transaction: transaction) }
        let key = ObjectIdentifier(node)
        if var existing = dirty[key] {
            // Two changes before one pass: an animated change keeps its animation.
            if existing.transaction.animation == nil || transaction.animation != nil {
                supersededTransactions.append(existing.transaction)
                existing.transaction = transaction
            } else {
                supersededTransactions.append(transaction)
            }
            dirty[key] = existing
        } else {
            dirty[key] = (node, transaction)
        }
    }

    /// The transaction of the change that made `node` dirty, if it is.
    func pendingTransaction(for node: ViewNode) -> Transaction? { dirty[ObjectIdentifier(node)]?.transaction }

    func clearDirty(_ node: ViewNode) { dirty.removeValue(forKey: ObjectIdentifier(node)) }

    /// Lays out everything in the next layout (for changes whose effect on sizes is not
    /// traced to a node: `ViewNode.invalidateLayout()` is the cheaper way).
    func setNeedsLayout() { needsLayout = true; needsFullLayout = true; needsDisplay = true }
    /// Asks for a layout of the nodes marked by `ViewNode.invalidateLayout()`.
    func setNeedsIncrementalLayout() { needsLayout = true }
    func setNeedsDisplay() { needsDisplay = true }
}
