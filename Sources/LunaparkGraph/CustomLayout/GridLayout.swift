import Foundation
import LunaparkCore

/// `Grid`'s layout as a `Layout` value (SwiftUI's iOS 16 `GridLayout`), to switch layouts with
/// `AnyLayout` while the views keep their identity:
///
///     let layout = isGrid ? AnyLayout(GridLayout()) : AnyLayout(HStackLayout())
///     layout {
///         GridRow { Color.red; Color.green }
///         GridRow { Color.blue; Color.yellow }
///     }
///
/// Its subviews are rows as in a `Grid`: each `GridRow`'s views are the cells of one row, any
/// other view a row spanning every column; the cell modifiers (`gridCellColumns`,
/// `gridCellAnchor`, `gridColumnAlignment`, `gridCellUnsizedAxes`) apply. Outside a grid a
/// `GridRow` lays its views out as an `HStack` (SwiftUI treats it as a `Group` there, whose
/// views a stack layout arranges one by one: the same row, with the stack's spacing).
public struct GridLayout: Layout {
    /// Where a cell smaller than its slot sits in it (a row's own alignment replaces the vertical part).
    public var alignment: Alignment
    /// Points between columns; nil for 8.
    public var horizontalSpacing: CGFloat?
    /// Points between rows; nil for 8.
    public var verticalSpacing: CGFloat?

    /// A grid layout aligning cells by `alignment`, with the given spacing (nil: 8 points).
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    @MainActor
    private func arrangement(_ subviews: Subviews) -> GridArrangement {
        let spacing = CGSize(width: horizontalSpacing ?? StackLayout.defaultSpacing,
                             height: verticalSpacing ?? StackLayout.defaultSpacing)
        return GridArrangement(items: subviews.map(\.node), alignment: alignment, spacing: spacing)
    }

    /// As a `Grid` of the same rows: every column as wide as its widest cell, every row as tall
    /// as its tallest, the space offered shared as `Grid` shares it.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        duringLayout { arrangement(subviews).size(for: proposal) }
    }

    /// As a `Grid` of the same rows, left to right in `bounds`: a `GridRow` subview spans its
    /// row and places its cells where the grid puts them.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        duringLayout {
            let rows = arrangement(subviews).placements(in: bounds)
            for (subview, row) in zip(subviews, rows) {
                if let rowNode = row.row {
                    rowNode.setGridCellFrames(row.cells, in: row.frame)
                    subview.placements.frames[subview.index] = row.frame
                } else if let cell = row.cells.first {
                    subview.placements.frames[subview.index] = cell.frame
                }
            }
        }
    }
}

/// A container that may arrange `GridRow`s as rows of a grid (a `Layout` container with a
/// `GridLayout`, directly or in an `AnyLayout`): its rows place their cells where it says.
@MainActor
protocol GridRowArranging: AnyObject {
    var arrangesGridRows: Bool { get }
}

extension LayoutContainerNode: GridRowArranging {
    var arrangesGridRows: Bool {
        guard let layout = currentLayout else { return false }
        return layout is GridLayout || (layout as? AnyLayout)?.storage is GridLayout
    }
}
