import Foundation
import LunaparkCore

extension ScrollViewNode {
    /// The offset that puts `anchor`'s point of a target at `targetOffset` with `targetSize`
    /// (from `alignedTargets()`) on the same point of the visible region less the insets.
    func offset(aligning targetOffset: CGPoint, size targetSize: CGSize, anchor: UnitPoint) -> CGPoint {
        var destination = offset
        for axis in Axis.allCases where axes.contains(axis.set) {
            let fraction = axis == .horizontal ? anchor.x : anchor.y
            let visible = layoutFrame.size[axis] - contentInsets.total(axis)
            destination[axis] = targetOffset[axis] + fraction * (targetSize[axis] - visible)
        }
        return destination
    }

    /// Follows the `scrollPosition(id:)` and `scrollPosition(_:)` bindings, reading them as this
    /// node's dependencies: a change of either, even one no body reads, updates it again.
    func followScrollPositions(transaction: Transaction) {
        DependencyTracker.evaluate(as: self) {
            followScrollPositionBinding(transaction: transaction)
            followScrollPosition(transaction: transaction)
        }
    }

    /// Scrolls to what the `scrollPosition(_:)` binding names when the app changed it since it
    /// was last applied or written back, with `transaction`'s animation.
    func followScrollPosition(transaction: Transaction) {
        guard let binding = environment.scrollPositionState else { return }
        let position = binding.position.wrappedValue
        guard position != appliedScrollPosition else { return }
        guard hasLaidOutContent else { pendingPositionTransaction = transaction; return }
        appliedScrollPosition = position
        guard !position.isPositionedByUser, let destination = destination(of: position.target, anchor: binding.anchor) else {
            return
        }
        scroll(toOffset: destination, transaction: transaction)
    }

    /// The offset a position's target asks for (nil: none, or an id no target has).
    private func destination(of target: ScrollPosition.Target, anchor: UnitPoint?) -> CGPoint? {
        switch target {
        case .none:
            return nil
        case .edge(let edge):
            var point = offset
            switch edge {
            case .top: point.y = offsetBounds(.vertical).lowerBound
            case .bottom: point.y = offsetBounds(.vertical).upperBound
            case .leading: point.x = offsetBounds(.horizontal).lowerBound
            case .trailing: point.x = offsetBounds(.horizontal).upperBound
            }
            return point
        case .offset(let x, let y):
            return CGPoint(x: x ?? offset.x, y: y ?? offset.y)
        case .view(let id, let viewAnchor):
            let anchor = viewAnchor ?? anchor ?? .topLeading
            if let target = alignedTargets().first(where: { $0.id == id.hashable }) {
                return offset(aligning: target.offset, size: target.size, anchor: anchor)
            }
            // A view outside the scroll target layout, by its `.id(_:)`.
            guard let frame = contentFrame(ofID: id.hashable) else { return nil }
            let inset = CGPoint(x: frame.minX - layoutFrame.minX - contentInsets.leading,
                                y: frame.minY - layoutFrame.minY - contentInsets.top)
            return offset(aligning: inset, size: frame.size, anchor: anchor)
        }
    }

    /// Writes the position the user scrolled to back to the `scrollPosition(_:)` binding.
    func reportUserScrollPosition() {
        guard lastMoveWasByUser, hasLaidOutContent, let binding = environment.scrollPositionState else { return }
        let current = binding.position.wrappedValue
        let reported = current.positionedByUser(at: currentPositionID(anchor: binding.anchor))
        appliedScrollPosition = reported
        guard reported != current else { return }
        binding.position.wrappedValue = reported
    }
}
