import Foundation
import LunaparkCore

/// The node of a `Grid`: reads its rows (`GridRow`s, and other views as rows spanning every
/// column), sizes columns then rows (see `Grid`), and places every cell in its slot.
@MainActor
final class GridNode: ContainerNode {
    private var alignment = Alignment.center
    private var spacing = CGSize(width: StackLayout.defaultSpacing, height: StackLayout.defaultSpacing)

    /// One row: its `GridRow` (nil for a view spanning the grid) and its cells.
    private struct Row {
        var row: GridRowNode?
        var cells: [Cell]
    }

    private struct Cell {
        var node: ViewNode
        var column: Int
        var span: Int
    }

    override func update(with view: any View, context: UpdateContext) {
        let grid = view as! GridView
        recordUpdate(context)
        if grid.gridAlignment != alignment || grid.gridSpacing != spacing {
            alignment = grid.gridAlignment
            spacing = grid.gridSpacing
            graph.setNeedsLayout()
        }
        updateContent(grid.gridContent, context: context)
    }

    /// The rows and the column count (at least 1).
    private func readRows() -> (rows: [Row], columns: Int) {
        var rows: [Row] = []
        var columns = 0
        for item in items {
            guard let row = item.gridRowNode else {
                rows.append(Row(row: nil, cells: [Cell(node: item, column: 0, span: 0)]))
                continue
            }
            var cells: [Cell] = []
            var column = 0
            for cell in row.items {
                let span = cell.gridCellColumns
                cells.append(Cell(node: cell, column: column, span: span))
                column += span
            }
            columns = max(columns, column)
            rows.append(Row(row: row, cells: cells))
        }
        columns = max(1, columns)
        // Views outside rows span every column (or are the only column of a grid without rows).
        for r in rows.indices where rows[r].row == nil { rows[r].cells[0].span = columns }
        return (rows, columns)
    }

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

    private func columnWidths(_ available: CGFloat?, rows: [Row], columns: Int) -> [CGFloat] {
        let singles = rows.flatMap { row in row.row == nil && columns > 1 ? [] : row.cells.filter { $0.span == 1 || columns == 1 } }
        let byColumn = Dictionary(grouping: singles, by: \.column)
        return share(available, count: columns, spacing: spacing.width) { column, proposal in
            (byColumn[column] ?? []).map { $0.node.measure(ProposedViewSize(width: proposal, height: nil)).width }.max() ?? 0
        }
    }

    private func width(of cell: Cell, widths: [CGFloat]) -> CGFloat {
        let end = min(widths.count, cell.column + cell.span)
        guard cell.column < end else { return 0 }
        return widths[cell.column..<end].reduce(0, +) + CGFloat(end - cell.column - 1) * spacing.width
    }

    private func rowHeights(_ available: CGFloat?, rows: [Row], widths: [CGFloat]) -> [CGFloat] {
        share(available, count: rows.count, spacing: spacing.height) { r, proposal in
            rows[r].cells.map {
                $0.node.measure(ProposedViewSize(width: width(of: $0, widths: widths), height: proposal)).height
            }.max() ?? 0
        }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let (rows, columns) = readRows()
        guard !rows.isEmpty else { return .zero }
        let widths = columnWidths(proposal.width, rows: rows, columns: columns)
        let heights = rowHeights(proposal.height, rows: rows, widths: widths)
        return CGSize(width: widths.reduce(0, +) + CGFloat(columns - 1) * spacing.width,
                      height: heights.reduce(0, +) + CGFloat(rows.count - 1) * spacing.height)
    }

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        super.placeSubtree(in: rect, transaction: transaction)
        let t = effectiveTransaction(inherited: transaction)
        let (rows, columns) = readRows()
        let widths = columnWidths(rect.width, rows: rows, columns: columns)
        let heights = rowHeights(rect.height, rows: rows, widths: widths)
        var columnX: [CGFloat] = []
        var x = rect.minX
        for width in widths { columnX.append(x); x += width + spacing.width }
        var y = rect.minY
        for (row, height) in zip(rows, heights) {
            let rowRect = CGRect(x: rect.minX, y: y, width: rect.width, height: height)
            row.row?.placeAsGridRow(in: rowRect, transaction: t)
            let cellAlignment = Alignment(horizontal: alignment.horizontal, vertical: row.row?.alignment ?? alignment.vertical)
            for cell in row.cells where cell.column < columnX.count {
                let slot = CGRect(x: columnX[cell.column], y: y, width: width(of: cell, widths: widths), height: height)
                let size = cell.node.measure(ProposedViewSize(slot.size))
                let frame = CGRect(origin: cellAlignment.origin(of: size, in: slot), size: size)
                cell.node.place(in: placedForLayoutDirection(frame, in: rect), transaction: t)
            }
            y += height + spacing.height
        }
    }
}
