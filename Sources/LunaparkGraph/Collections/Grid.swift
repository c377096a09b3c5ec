import Foundation
import LunaparkCore

/// A container that arranges its `GridRow`s' views in rows and columns, sizing every column to
/// its widest cell and every row to its tallest (SwiftUI's `Grid`). All cells are made at once.
///
/// A view in the content that is not a `GridRow` makes a row of one cell spanning every column.
/// A cell with `gridCellColumns(_:)` spans that many columns (it does not widen them: the
/// columns are sized by their one-column cells). Rows with fewer cells than the widest row have
/// empty cells at their trailing end.
///
/// Sizes follow the stack algorithm over columns (then over rows): the space offered, less the
/// spacing, is shared in order of flexibility, least flexible first, each column taking what its
/// widest cell takes of an equal share of the rest; so a column of text keeps the text's width
/// and columns of flexible views share what remains equally, as in Apple's example.
public struct Grid<Content: View>: View {
    public typealias Body = Never
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// A grid of the rows in `content`.
    ///
    /// - Parameters:
    ///   - alignment: Where a cell smaller than its slot sits in it (a row's own alignment
    ///     replaces the vertical part).
    ///   - horizontalSpacing: Points between columns; nil for 8.
    ///   - verticalSpacing: Points between rows; nil for 8.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public static func _makeNode(_ view: Self, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        GridNode(parent: parent, graph: graph)
    }
}

/// What the grid's node needs from its view.
@MainActor
protocol GridView {
    var gridAlignment: Alignment { get }
    var gridSpacing: CGSize { get }
    var gridContent: any View { get }
}

extension Grid: GridView {
    var gridAlignment: Alignment { alignment }
    var gridSpacing: CGSize {
        CGSize(width: horizontalSpacing ?? StackLayout.defaultSpacing, height: verticalSpacing ?? StackLayout.defaultSpacing)
    }
    var gridContent: any View { content }
}
