import Foundation
import LunaparkCore

/// A grid's rows and columns as `Grid` and `GridLayout` size and place them (see `Grid` for the
/// rules): read from the grid's items (its `GridRow`s and the views that span a whole row) and
/// their cells' modifiers (`gridCellColumns`, `gridCellAnchor`, `gridColumnAlignment`,
/// `gridCellUnsizedAxes`).
@MainActor
struct GridArrangement {
    struct Cell {
        let node: ViewNode
        let column: Int
        var span: Int
        /// The unit point of the cell's slot its own unit point goes to, instead of the alignment.
        let anchor: UnitPoint?
        /// The axes on which the cell does not size its column (horizontal) or row (vertical).
        let unsizedAxes: Axis.Set
    }

    /// One row: its `GridRow` (nil for a view spanning the grid) and its cells.
    struct Row {
        let row: GridRowNode?
        var cells: [Cell]
    }

    /// Where one row and its cells go (root coordinates, before right-to-left mirroring).
    struct RowPlacement {
        let row: GridRowNode?
        let frame: CGRect
        let cells: [(node: ViewNode, frame: CGRect)]
    }

    let rows: [Row]
    /// The column count: the widest row's (at least 1).
    let columns: Int
    let alignment: Alignment
    let spacing: CGSize
    /// Each column's horizontal alignment from its first cell (in row order) that sets one.
    let columnAlignments: [Int: HorizontalAlignment]

    init(items: [ViewNode], alignment: Alignment, spacing: CGSize) {
        var rows: [Row] = []
        var columns = 0
        var columnAlignments: [Int: HorizontalAlignment] = [:]
        for item in items {
            guard let row = item.gridRowNode else {
                rows.append(Row(row: nil, cells: [Self.cell(item, column: 0, span: 0)]))
                continue
            }
            var cells: [Cell] = []
            var column = 0
            for node in row.items {
                let cell = Self.cell(node, column: column, span: node.gridCellColumns)
                if columnAlignments[column] == nil, let aligned = node.gridCellTrait(_GridColumnAlignmentModifier.self) {
                    columnAlignments[column] = aligned.alignment
                }
                cells.append(cell)
                column += cell.span
            }
            columns = max(columns, column)
            rows.append(Row(row: row, cells: cells))
        }
        columns = max(1, columns)
        // Views outside rows span every column (or are the only column of a grid without rows).
        for r in rows.indices where rows[r].row == nil { rows[r].cells[0].span = columns }
        self.rows = rows
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.columnAlignments = columnAlignments
    }

    private static func cell(_ node: ViewNode, column: Int, span: Int) -> Cell {
        Cell(node: node, column: column, span: span,
             anchor: node.gridCellTrait(_GridCellAnchorModifier.self)?.anchor,
             unsizedAxes: node.gridCellTrait(_GridCellUnsizedAxesModifier.self)?.axes ?? [])
    }

    /// The grid's size for `proposal`: its columns' widths and rows' heights with the spacing.
    func size(for proposal: ProposedViewSize) -> CGSize {
        guard !rows.isEmpty else { return .zero }
        let widths = columnWidths(proposal.width)
        let heights = rowHeights(proposal.height, widths: widths)
        return CGSize(width: widths.reduce(0, +) + CGFloat(columns - 1) * spacing.width,
                      height: heights.reduce(0, +) + CGFloat(rows.count - 1) * spacing.height)
    }

    /// Where each row (in the order of `rows`) and its cells go in `rect`.
    func placements(in rect: CGRect) -> [RowPlacement] {
        let widths = columnWidths(rect.width)
        let heights = rowHeights(rect.height, widths: widths)
        var columnX: [CGFloat] = []
        var x = rect.minX
        for width in widths { columnX.append(x); x += width + spacing.width }
        var result: [RowPlacement] = []
        var y = rect.minY
        for (row, height) in zip(rows, heights) {
            let vertical = row.row?.alignment ?? alignment.vertical
            var cells: [(ViewNode, CGRect)] = []
            for cell in row.cells where cell.column < columnX.count {
                let slot = CGRect(x: columnX[cell.column], y: y, width: width(of: cell, widths: widths), height: height)
                let size = cell.node.measure(ProposedViewSize(slot.size))
                let origin: CGPoint
                if let anchor = cell.anchor {
                    // The cell's anchor point on the slot's: SwiftUI's gridCellAnchor.
                    origin = CGPoint(x: slot.minX + anchor.x * (slot.width - size.width),
                                     y: slot.minY + anchor.y * (slot.height - size.height))
                } else {
                    let horizontal = columnAlignments[cell.column] ?? alignment.horizontal
                    origin = Alignment(horizontal: horizontal, vertical: vertical).origin(of: size, in: slot)
                }
                cells.append((cell.node, CGRect(origin: origin, size: size)))
            }
            result.append(RowPlacement(row: row.row, frame: CGRect(x: rect.minX, y: y, width: rect.width, height: height),
                                       cells: cells))
            y += height + spacing.height
        }
        return result
    }

    // MARK: - Sizing

    /// Shares `available` points (nil: every slot at its ideal size) among `count` slots as the
    /// stack algorithm does: least flexible first, each taking what its largest cell takes of an
    /// equal share of what is left. `size(slot, proposal)` is the slot's need for a proposal.
    private func share(_ available: CGFloat?, count: Int, spacing: CGFloat,
                       size: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
        guard let available else { return (0..<count).map { size($0, nil) } }
        let flexibility = (0..<count).map { size($0, .infinity) - size($0, 0) }
        var remaining = max(0, available - CGFloat(count - 1) * spacing)
        var result = [CGFloat](repeating: 0, count: count)
        let order = (0..<count).sorted { flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1 }
        for (served, slot) in order.enumerated() {
            let length = size(slot, remaining / CGFloat(count - served))
            result[slot] = length
            remaining = max(0, remaining - length)
        }
        return result
    }

    /// Column widths: shared among the one-column cells; then a cell spanning several columns
    /// that needs more than they add up to (a `Divider` offered the grid's width) widens them
    /// equally. Cells unsized horizontally take no part.
    private func columnWidths(_ available: CGFloat?) -> [CGFloat] {
        let sized = rows.flatMap { $0.cells }.filter { !$0.unsizedAxes.contains(.horizontal) }
        let byColumn = Dictionary(grouping: sized.filter { $0.span == 1 }, by: \.column)
        var widths = share(available, count: columns, spacing: spacing.width) { column, proposal in
            (byColumn[column] ?? []).map { $0.node.measure(ProposedViewSize(width: proposal, height: nil)).width }.max() ?? 0
        }
        for cell in sized where cell.span > 1 && cell.column < columns {
            let end = min(columns, cell.column + cell.span)
            let need = cell.node.measure(ProposedViewSize(width: available, height: nil)).width
            let extra = min(need, available ?? need) - width(of: cell, widths: widths)
            guard extra > 0.0001 else { continue }
            for column in cell.column..<end { widths[column] += extra / CGFloat(end - cell.column) }
        }
        return widths
    }

    private func width(of cell: Cell, widths: [CGFloat]) -> CGFloat {
        let end = min(widths.count, cell.column + cell.span)
        guard cell.column < end else { return 0 }
        return widths[cell.column..<end].reduce(0, +) + CGFloat(end - cell.column - 1) * spacing.width
    }

    /// Row heights, shared among the rows by their tallest cells (cells unsized vertically take no part).
    private func rowHeights(_ available: CGFloat?, widths: [CGFloat]) -> [CGFloat] {
        share(available, count: rows.count, spacing: spacing.height) { r, proposal in
            rows[r].cells.filter { !$0.unsizedAxes.contains(.vertical) }.map {
                $0.node.measure(ProposedViewSize(width: width(of: $0, widths: widths), height: proposal)).height
            }.max() ?? 0
        }
    }
}
