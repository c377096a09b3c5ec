import Foundation
import LunaparkCore

private struct ScrollTargetBehaviorKey: EnvironmentKey {
    static var defaultValue: (any ScrollTargetBehavior)? { nil }
}

extension EnvironmentValues {
    /// The behaviour of `scrollTargetBehavior(_:)` (nil: the content glides freely).
    var scrollTargetBehavior: (any ScrollTargetBehavior)? {
        get { self[ScrollTargetBehaviorKey.self] }
        set { self[ScrollTargetBehaviorKey.self] = newValue }
    }
}

/// `scrollTargetLayout(isEnabled:)`: marks the layout whose views are the scroll targets of
/// the scroll view around it (for `.viewAligned` and `scrollPosition(id:)`).
public struct _ScrollTargetLayoutModifier: ViewModifier, Equatable {
    public typealias Body = Never
    let isEnabled: Bool

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        ScrollTargetLayoutNode(parent: parent, graph: graph)
    }
}

/// The node of `scrollTargetLayout`: changes nothing in layout or drawing.
@MainActor
final class ScrollTargetLayoutNode: SingleChildModifierNode<_ScrollTargetLayoutModifier> {
    override var tracksDisplayChanges: Bool { true }
    override func layoutFrameDidChange() {}

    /// The views of the marked layout that are laid out now, with their ids (`ForEach` ids
    /// or `.id(_:)`; nil for views without one), in order, frames in content coordinates.
    var targets: [(id: AnyHashable?, frame: CGRect)] {
        guard model.isEnabled, var node = content else { return [] }
        // Through the modifiers on the layout to the container that holds its views.
        while node.children.count == 1, !(node is ContainerNode), !(node is LazyContainerNode) { node = node.children[0] }
        if let lazy = node as? LazyContainerNode { return lazy.placedElementFrames }
        var result: [(id: AnyHashable?, frame: CGRect)] = []
        for child in node.children { Self.collect(child, id: nil, into: &result) }
        return result
    }

    private static func collect(_ node: ViewNode, id: AnyHashable?, into result: inout [(id: AnyHashable?, frame: CGRect)]) {
        if let list = node as? ListNode {
            for entry in list.entries where !entry.node.isRemoving {
                var entryID = id
                if case .id(let value) = entry.key { entryID = value }
                collect(entry.node, id: entryID, into: &result)
            }
            return
        }
        result.append((id, node.layoutFrame))
    }
}

extension ViewNode {
    /// The first enabled `scrollTargetLayout()` in this subtree, not looking into scroll views inside.
    func firstScrollTargetLayout() -> ScrollTargetLayoutNode? {
        for child in children where !child.isRemoving {
            if let marked = child as? ScrollTargetLayoutNode, marked.model.isEnabled { return marked }
            if child is ScrollViewNode { continue }
            if let found = child.firstScrollTargetLayout() { return found }
        }
        return nil
    }
}

extension View {
    /// Makes the views of this layout (its `ForEach` elements and other children) the targets
    /// the scroll view around it aligns to with `.viewAligned` and reports through
    /// `scrollPosition(id:)` (SwiftUI's `scrollTargetLayout(isEnabled:)`).
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(_ScrollTargetLayoutModifier(isEnabled: isEnabled))
    }

    /// Sets where the scroll views in this view come to rest after a drag or a wheel turn
    /// (SwiftUI's `scrollTargetBehavior(_:)`): `.paging` on pages of their size, `.viewAligned`
    /// on a view of their `scrollTargetLayout()`, or a custom `ScrollTargetBehavior`. The
    /// content springs to the target from where it is released, keeping its speed.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        environment(\.scrollTargetBehavior, behavior)
    }
}
