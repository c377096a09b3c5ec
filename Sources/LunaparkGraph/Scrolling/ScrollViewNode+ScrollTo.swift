import Foundation
import LunaparkCore

extension ScrollViewNode {
    /// The frame (content coordinates) of the view identified by `id` in this scroll view's
    /// content: an `.id(_:)` or a `ForEach` element, made or (in a lazy container) estimated.
    func contentFrame(ofID id: AnyHashable) -> CGRect? {
        guard let content else { return nil }
        return Self.frame(ofID: .id(id), in: content)
    }

    private static func frame(ofID key: ListKey, in node: ViewNode) -> CGRect? {
        if let list = node as? ListNode, let entry = list.entries.first(where: { $0.key == key && !$0.node.isRemoving }) {
            return placedFrame(of: entry.node)
        }
        if let lazy = node as? LazyContainerNode, let frame = lazy.estimatedFrame(of: key) {
            return frame
        }
        for child in node.children {
            if let frame = frame(ofID: key, in: child) { return frame }
        }
        return nil
    }

    /// Where `node` was laid out: its own frame, or for a list (an entry standing for views laid
    /// out by its container) the union of its items' frames.
    private static func placedFrame(of node: ViewNode) -> CGRect {
        let items = node.layoutItems
        guard !(items.count == 1 && items[0] === node) else { return node.layoutFrame }
        return items.map(\.layoutFrame).reduce(CGRect.null) { $0.union($1) }
    }

    /// Scrolls so that `target` (content coordinates) shows: its `anchor` point on the same
    /// point of the scroll view, or (nil) the least movement that shows it whole.
    func scroll(toShow target: CGRect, anchor: UnitPoint?, transaction: Transaction) {
        let frame = layoutFrame
        let visible = CGRect(origin: CGPoint(x: frame.minX + offset.x, y: frame.minY + offset.y), size: frame.size)
        var destination = offset
        for axis in Axis.allCases where axes.contains(axis.set) {
            let alignTop = target.origin[axis] - frame.origin[axis]
            let alignBottom = target.origin[axis] + target.size[axis] - frame.origin[axis] - frame.size[axis]
            if let anchor {
                let fraction = axis == .horizontal ? anchor.x : anchor.y
                destination[axis] = alignTop + fraction * (target.size[axis] - frame.size[axis])
            } else if target.origin[axis] < visible.origin[axis] || target.size[axis] > frame.size[axis] {
                destination[axis] = alignTop
            } else if target.origin[axis] + target.size[axis] > visible.origin[axis] + visible.size[axis] {
                destination[axis] = alignBottom
            }
        }
        scroll(toOffset: destination, transaction: transaction)
    }
}
