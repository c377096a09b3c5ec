import Foundation
import LunaparkCore

/// `onScrollGeometryChange(for:of:action:)`: watches the first scroll view in the modified view.
public struct _ScrollGeometryChangeModifier<Value: Equatable>: ViewModifier {
    public typealias Body = Never
    let transform: (ScrollGeometry) -> Value
    let action: (Value, Value) -> Void

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        ScrollGeometryChangeNode<Value>(parent: parent, graph: graph)
    }
}

@MainActor
final class ScrollGeometryChangeNode<Value: Equatable>: SingleChildModifierNode<_ScrollGeometryChangeModifier<Value>>,
                                                       ScrollRegionObserving {
    override var tracksDisplayChanges: Bool { true }
    override func layoutFrameDidChange() {}
    private var lastValue: Value?
    private weak var observed: ScrollViewNode?

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        super.placeSubtree(in: rect, transaction: transaction)
        if observed == nil, let scroll = content?.firstScrollView {
            observed = scroll
            scroll.addObserver(self)
        }
        check()
    }

    func scrollRegionDidChange() { check() }

    private func check() {
        guard let observed else { return }
        let value = DependencyTracker.untracked { model.transform(observed.scrollGeometry) }
        guard value != lastValue else { return }
        let old = lastValue
        lastValue = value
        guard let old else { return }
        let action = model.action
        graph.afterUpdate { DependencyTracker.untracked { action(old, value) } }
    }
}

extension View {
    /// Runs `action` with the old and new value `transform` derives from the geometry of the
    /// scroll view in this view whenever it changes (SwiftUI's `onScrollGeometryChange(for:of:action:)`):
    /// as it scrolls, and when its content or size changes. Not called for the first value.
    /// The action runs after the update pass.
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(_ScrollGeometryChangeModifier(transform: transform, action: action))
    }
}

extension ViewNode {
    /// The first scroll view in this node's subtree, this node included (outermost first).
    var firstScrollView: ScrollViewNode? {
        if let scroll = self as? ScrollViewNode { return scroll }
        for child in children { if let found = child.firstScrollView { return found } }
        return nil
    }
}
