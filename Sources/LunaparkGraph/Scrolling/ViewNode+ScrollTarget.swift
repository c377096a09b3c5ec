import Foundation
import LunaparkCore

extension ViewNode {
    /// The innermost scroll view under `point` (root coordinates before this node's effects)
    /// that a wheel turn of `delta` scrolls, looking through the effects that move content
    /// (offsets, scroll offsets) as hit testing does; topmost views first.
    func scrollTarget(at point: CGPoint, delta: CGSize) -> ScrollViewNode? {
        var local = point
        if let transforming = self as? TransformingNode {
            local = point.applying(transforming.rootTransformForHitTesting.inverted())
        }
        if let scroll = self as? ScrollViewNode, !scroll.presentedFrame.contains(point) { return nil }
        for child in children.reversed() where !child.isRemoving {
            if let target = child.scrollTarget(at: local, delta: delta) { return target }
        }
        if let scroll = self as? ScrollViewNode, scroll.scrolls(along: delta) { return scroll }
        return nil
    }
}
