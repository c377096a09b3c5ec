import Foundation
import LunaparkCore

/// A `Layout` used as a view (`MyLayout { ... }`, `AnyLayout(...) { ... }`).
public struct _LayoutContainer<L: Layout, Content: View>: View {
    public typealias Body = Never
    let layout: L
    let content: Content

    public static func _makeNode(_ view: Self, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        LayoutContainerNode<L>(parent: parent, graph: graph)
    }
}

/// The node of a `Layout` used as a view: asks the layout for its size and for where its
/// subviews go. The layout's cache lives as long as the node; `updateCache` runs after each
/// update of the container (a new layout value or new subviews).
@MainActor
final class LayoutContainerNode<L: Layout>: ContainerNode {
    private var layout: L?
    private var cache: L.Cache?
    private var cacheIsStale = false
    /// The layout of the latest update (nil before the first).
    var currentLayout: L? { layout }

    override var tracksDisplayChanges: Bool { true }
    override func layoutFrameDidChange() {}

    override func update(with view: any View, context: UpdateContext) {
        let container = view as! LayoutContainerParts
        recordUpdate(context)
        let new = container.layoutValue as! L
        if let layout, !ViewComparison.isSameValue(layout, new) {
            // Another layout (an `AnyLayout` switching from a row to a column): everything moves.
            graph.setNeedsLayout()
        }
        layout = new
        cacheIsStale = cache != nil
        updateContent(container.containerContent, context: context)
        invalidateLayout()
    }

    private func subviews(_ placements: LayoutPlacements) -> LayoutSubviews {
        LayoutSubviews(nodes: items, layoutDirection: environment.layoutDirection, placements: placements)
    }

    /// Runs `body` with the layout, its subviews and its cache (made or brought up to date first).
    private func withLayout<T>(_ placements: LayoutPlacements, _ body: (L, LayoutSubviews, inout L.Cache) -> T) -> T {
        guard let layout else { fatalError("LayoutContainerNode used before its first update") }
        let subviews = subviews(placements)
        var current: L.Cache
        if let cache {
            current = cache
            if cacheIsStale { layout.updateCache(&current, subviews: subviews) }
        } else {
            current = layout.makeCache(subviews: subviews)
        }
        cacheIsStale = false
        let result = body(layout, subviews, &current)
        cache = current
        return result
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        withLayout(LayoutPlacements()) { layout, subviews, cache in
            layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        super.placeSubtree(in: rect, transaction: transaction)
        let placements = LayoutPlacements()
        let nodes = items
        withLayout(placements) { layout, subviews, cache in
            layout.placeSubviews(in: rect, proposal: proposalAnswered(by: rect.size), subviews: subviews, cache: &cache)
        }
        let t = effectiveTransaction(inherited: transaction)
        for (index, node) in nodes.enumerated() {
            // A subview the layout did not place is centred at its ideal size, as in SwiftUI.
            let frame = placements.frames[index] ?? {
                let size = node.measure(.unspecified)
                return CGRect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2,
                              width: size.width, height: size.height)
            }()
            node.place(in: placedForLayoutDirection(frame, in: rect), transaction: t)
        }
    }
}

/// Lets the node take a `_LayoutContainer` apart without knowing its content type.
@MainActor
protocol LayoutContainerParts {
    var layoutValue: Any { get }
    var containerContent: any View { get }
}

extension _LayoutContainer: LayoutContainerParts {
    var layoutValue: Any { layout }
    var containerContent: any View { content }
}
