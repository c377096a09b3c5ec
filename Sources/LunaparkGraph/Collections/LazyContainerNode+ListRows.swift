import Foundation
import LunaparkCore

/// How a `List`'s rows differ from a lazy stack's (`LazyLayout.listRows`): inset content, a
/// minimum height, separators and section header bands. Without a row style these return the
/// stack's own proposal, extent and frame.
extension LazyContainerNode {
    private var rowStyle: ListRowStyle? { layoutListRows }

    /// The insets around `item`'s content: its `listRowInsets(_:)`, else a section header's or
    /// footer's, or a row's.
    private func insets(of item: ViewNode, _ style: ListRowStyle) -> EdgeInsets {
        if let custom = item.listRowTrait(_ListRowInsetsModifier.self)?.insets { return custom }
        return item.sectionSupplementaryKind == nil ? style.insets : style.supplementaryInsets
    }

    /// Places each row's `listRowBackground(_:)` and swipe actions in the row's whole line (after
    /// the rows were placed).
    func placeRowBackgrounds(transaction: Transaction) {
        for row in listRowFrames {
            row.item.firstInRowChain { $0 as? ListRowBackgroundCarrying }?
                .placeRowBackground(in: row.line, transaction: transaction)
            // A row may have actions on both edges: each modifier gets the line.
            var node: ViewNode? = row.item
            while let swipe = node?.firstInRowChain({ $0 as? SwipeActionsNode }) {
                swipe.placeRow(in: row.line, item: row.item)
                node = swipe.rowChainContent
            }
        }
    }

    /// The proposal for `item`: the stack's, narrowed by the row's insets in a list.
    func rowProposal(_ proposal: ProposedViewSize, for item: ViewNode) -> ProposedViewSize {
        guard let style = rowStyle, let width = proposal.width else { return proposal }
        let inset = insets(of: item, style)
        return ProposedViewSize(width: max(0, width - inset.leading - inset.trailing), height: proposal.height)
    }

    /// The length along the axis that `item` of `size` needs: its size, in a list with its
    /// insets and (for rows) at least the minimum row height.
    func lineExtent(of item: ViewNode, size: CGSize) -> CGFloat {
        guard let style = rowStyle else { return size[layoutAxis] }
        let inset = insets(of: item, style)
        let needed = size.height + inset.top + inset.bottom
        return item.sectionSupplementaryKind == nil ? max(style.minimumHeight, needed) : needed
    }

    /// Where `item` of `size` goes in its cell: by `alignment`, or in a list at the leading
    /// inset, centred vertically.
    func frame(of item: ViewNode, size: CGSize, in cell: CGRect, alignment: Alignment) -> CGRect {
        guard let style = rowStyle else { return CGRect(origin: alignment.origin(of: size, in: cell), size: size) }
        let inset = insets(of: item, style)
        return CGRect(x: cell.minX + inset.leading, y: cell.minY + (cell.height - size.height) / 2,
                      width: size.width, height: size.height)
    }

    /// The grey band behind each section header. Drawn with the header node's display slot 5,
    /// which no node uses for its own drawings (0 drawing, 1-3 layers).
    func drawHeaderBands(_ style: ListRowStyle, into builder: inout DisplayListBuilder) {
        for row in listRowFrames where row.item.sectionSupplementaryKind == true {
            builder.fill(row.line, color: style.headerBackground, id: row.item.displayID(5))
        }
    }

    /// A hairline under each row followed by another row of the same section (none under the
    /// last row, a header or a footer, nor where `listRowSeparator(.hidden, ...)` hides the
    /// row's bottom or the next row's top), from the leading separator inset to the trailing
    /// edge. Drawn with the row node's display slot 6.
    func drawSeparators(_ style: ListRowStyle, into builder: inout DisplayListBuilder) {
        for (row, next) in zip(listRowFrames, listRowFrames.dropFirst()) {
            guard row.item.sectionSupplementaryKind == nil, next.item.sectionSupplementaryKind == nil else { continue }
            if row.item.listRowTrait(_ListRowSeparatorModifier.self)?.hides(.bottom) == true
                || next.item.listRowTrait(_ListRowSeparatorModifier.self)?.hides(.top) == true { continue }
            let line = CGRect(x: row.line.minX + style.separatorLeading, y: row.line.maxY - style.separatorThickness,
                              width: max(0, row.line.width - style.separatorLeading), height: style.separatorThickness)
            builder.fill(line, color: style.separatorColor, id: row.item.displayID(6))
        }
    }
}
