import Foundation
import LunaparkCore

/// A grid that grows rightwards, with its rows (heights) given by `GridItem`s, making its cells
/// only as they come near the visible region of the `ScrollView` around it (SwiftUI's
/// `LazyHGrid`). Cells fill each line across the rows in order, then the next line; a
/// line is as long along the axis as its longest cell, and each cell sits in its slot by its
/// grid item's alignment (centred by default). How the items become rows is described in
/// `GridTrackSizing`; which cells exist when, in `LazyContainerNode`.
public struct LazyHGrid<Content: View>: View {
    public typealias Body = Never
    let items: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A lazy grid of the views of `content` in the rows described by `rows`.
    ///
    /// - Parameters:
    ///   - alignment: Where the grid sits in its space when its rows do not fill it.
    ///   - spacing: Points between lines of cells; nil for 8.
    ///   - pinnedViews: Accepted, not applied: section headers and footers scroll with the content.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.items = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public static func _makeNode(_ view: Self, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        LazyContainerNode(parent: parent, graph: graph)
    }
}

extension LazyHGrid: LazyContainerView {
    var lazyLayout: LazyLayout { LazyLayout(axis: .horizontal, gridItems: items, alignment: alignment.fraction, spacing: spacing) }
    var lazyContent: any View { content }
}
