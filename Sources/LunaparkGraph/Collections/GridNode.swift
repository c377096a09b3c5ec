import Foundation
import LunaparkCore

/// The node of a `Grid`: reads its rows (`GridRow`s, and other views as rows spanning every
/// column), sizes columns then rows and places every cell in its slot (`GridArrangement`).
@MainActor
final class GridNode: ContainerNode {
    private var alignment = Alignment.center
    private var spacing = CGSize(width: StackLayout.defaultSpacing, height: StackLayout.defaultSpacing)

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

    private var arrangement: GridArrangement {
        GridArrangement(items: items, alignment: alignment, spacing: spacing)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        arrangement.size(for: proposal)
    }

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        super.placeSubtree(in: rect, transaction: transaction)
        let t = effectiveTransaction(inherited: transaction)
        for row in arrangement.placements(in: rect) {
            row.row?.placeAsGridRow(in: placedForLayoutDirection(row.frame, in: rect), transaction: t)
            for cell in row.cells {
                cell.node.place(in: placedForLayoutDirection(cell.frame, in: rect), transaction: t)
            }
        }
    }
}
