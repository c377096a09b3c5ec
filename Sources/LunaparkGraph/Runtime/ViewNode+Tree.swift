import Foundation
import LunaparkCore

extension ViewNode {
    /// The first node in this subtree (pre-order) that satisfies `predicate`.
    final func find(_ predicate: (ViewNode) -> Bool) -> ViewNode? {
        if predicate(self) { return self }
        for child in children {
            if let found = child.find(predicate) { return found }
        }
        return nil
    }

    /// Updates the child `node` with `view`, making it (and mounting it, when this node is
    /// mounted) or removing it as `view` appears or goes (nil). For the parts a node builds
    /// itself after its content: a navigation level's bars, a sheet's grabber.
    final func reconcileOptional<V: View>(_ node: ViewNode?, with view: V?, context: UpdateContext) -> ViewNode? {
        guard let view else {
            node?.willUnmount()
            if node != nil { graph.setNeedsLayout() }
            return nil
        }
        let updated = reconcile(node, with: view, context: context)
        if node == nil {
            graph.setNeedsLayout()
            if isMounted { updated.didMount() }
        }
        return updated
    }

    /// The nearest node of type `T` above this one, if any.
    final func nearestAncestor<T: ViewNode>(_ type: T.Type) -> T? {
        var node = parent
        while let n = node {
            if let match = n as? T { return match }
            node = n.parent
        }
        return nil
    }
}
