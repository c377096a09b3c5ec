import Foundation
import LunaparkCore

/// A grid that grows downwards, with its columns (widths) given by `GridItem`s, making its cells
/// only as they come near the visible region of the `ScrollView` around it (SwiftUI's
/// `LazyVGrid`). Cells fill each line across the columns in order, then the next line; a
/// line is as long along the axis as its longest cell, and each cell sits in its slot by its
/// grid item's alignment (centred by default). How the items become columns is described in
/// `GridTrackSizing`; which cells exist when, in `LazyContainerNode`.
public struct LazyVGrid<Content: View>: View {
    public typealias Body = Never
    let items: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A lazy grid of the views of `content` in the columns described by `columns`.
    ///
    /// - Parameters:
    ///   - alignment: Where the grid sits in its space when its columns do not fill it.
    ///   - spacing: Points between lines of cells; nil for 8.
    ///   - pinnedViews: Accepted, not applied: section headers and footers scroll with the content.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.items = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public static func _makeNode(_ view: Self, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        LazyContainerNode(parent: parent, graph: graph)
    }
}

extension LazyVGrid: LazyContainerView {
    var lazyLayout: LazyLayout { LazyLayout(axis: .vertical, gridItems: items, alignment: alignment.fraction, spacing: spacing) }
    var lazyContent: any View { content }
}
