import Foundation
import LunaparkCore

/// A placed row of a list: its whole line (content coordinates, within the side margins of an
/// inset style), its item and its section.
struct ListRowFrame {
    var line: CGRect
    var item: ViewNode
    var section: LazyElements.SectionID?

    /// `line` where the row is shown this frame: moved as far as the row's frame animation
    /// has it from its layout frame (rows moving to new places carry their card, band and
    /// separator along).
    @MainActor var presentedLine: CGRect {
        line.offsetBy(dx: item.presentedFrame.minX - item.layoutFrame.minX, dy: item.presentedFrame.minY - item.layoutFrame.minY)
    }
}

/// How a `List`'s rows differ from a lazy stack's (`LazyLayout.listRows`): inset content, a
/// minimum height, side margins, section spacing, separators, section cards and header bands.
/// Without a row style these return the stack's own proposal, extent and frame.
extension LazyContainerNode {
    private var rowStyle: ListRowStyle? { layoutListRows }

    /// The insets around `item`'s content: its `listRowInsets(_:)`, else a section header's or
    /// footer's, or a row's.
    private func insets(of item: ViewNode, _ style: ListRowStyle) -> EdgeInsets {
        if let custom = item.listRowTrait(_ListRowInsetsModifier.self)?.insets { return custom }
        switch item.sectionSupplementaryKind {
        case nil: return style.insets
        case true?: return style.headerInsets
        case false?: return style.footerInsets
        }
    }

    /// The side margin of each line in an inset style, for a list `width` points wide.
    private func sideMargin(_ style: ListRowStyle, width: CGFloat) -> CGFloat {
        style.insetFromSides ? ListRowStyle.sideMargin(width: width) : 0
    }

    /// `cell` (a line across the whole list) within the style's side margins.
    func listLine(_ cell: CGRect) -> CGRect {
        guard let style = rowStyle else { return cell }
        let margin = sideMargin(style, width: cell.width)
        return cell.insetBy(dx: min(margin, cell.width / 2), dy: 0)
    }

    /// The section of line `line` (nil past the end).
    private func listSection(ofLine line: Int) -> LazyElements.SectionID? {
        element(ofCell: line).map { elements.section(ofElement: $0.index) }
    }

    /// Points of space before and after line `line` (of `lineCount`) in a style that spaces
    /// sections: the section spacing (`listSectionSpacing(_:)` as `firstItem` sees it)
    /// before each section's first line, 15 points less before a header (whose text then
    /// starts about 20 points below the previous section at the default spacing, Lunapark's
    /// choice), and after the last line; with the line's section (nil in the plain styles).
    func listGaps(ofLine line: Int, lineCount: Int, firstItem: ViewNode?)
        -> (before: CGFloat, after: CGFloat, section: LazyElements.SectionID?) {
        guard let style = rowStyle, style.spacesSections else { return (0, 0, nil) }
        let section = listSection(ofLine: line)
        let spacing = (firstItem?.environment ?? environment).listSectionSpacing.points
        var before: CGFloat = 0
        if line == 0 || listSection(ofLine: line - 1) != section {
            before = firstItem?.sectionSupplementaryKind == true ? max(0, spacing - 15) : spacing
        }
        return (before, line == lineCount - 1 ? spacing : 0, section)
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
        let margins = 2 * sideMargin(style, width: width)
        return ProposedViewSize(width: max(0, width - margins - inset.leading - inset.trailing), height: proposal.height)
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

    /// The fill behind each section's rows in the grouped styles: one card per run of adjacent
    /// rows of a section (headers and footers lie outside), with the style's corner radius.
    /// Rows with a `listRowBackground(_:)` show it instead, as on iOS: the card is then drawn
    /// only behind the other rows, with square corners (Lunapark does not clip row
    /// backgrounds to the card's rounded corners). Drawn with each part's first row node's
    /// display slot 7, which no node uses for its own drawings (0 drawing, 1-3 layers, 4
    /// visual effects).
    func drawSectionCards(_ style: ListRowStyle, into builder: inout DisplayListBuilder) {
        guard let fill = style.cardFill else { return }
        let color = fill.resolved(for: environment.colorScheme)
        typealias Part = (rect: CGRect, first: ViewNode)
        // Grouped by the layout's lines (`line`), drawn where the rows are shown (`shown`).
        var cards: [(section: LazyElements.SectionID?, line: CGRect, parts: [Part], hasRowBackground: Bool)] = []
        var lastPartLine: CGRect?
        for row in listRowFrames where row.item.sectionSupplementaryKind == nil {
            let hasBackground = row.item.firstInRowChain { $0 as? ListRowBackgroundCarrying } != nil
            let shown = row.presentedLine
            if let last = cards.last, last.section == row.section, abs(last.line.maxY - row.line.minY) < 0.5 {
                cards[cards.count - 1].line = last.line.union(row.line)
                cards[cards.count - 1].hasRowBackground = last.hasRowBackground || hasBackground
            } else {
                cards.append((row.section, row.line, [], hasBackground))
                lastPartLine = nil
            }
            guard !hasBackground else { lastPartLine = nil; continue }
            var parts = cards[cards.count - 1].parts
            if let partLine = lastPartLine, abs(partLine.maxY - row.line.minY) < 0.5, let part = parts.last {
                parts[parts.count - 1].rect = part.rect.union(shown)
            } else {
                parts.append((shown, row.item))
            }
            lastPartLine = row.line
            cards[cards.count - 1].parts = parts
        }
        for card in cards {
            let radius = card.hasRowBackground ? 0 : style.cardCornerRadius
            for part in card.parts {
                builder.fill(part.rect, cornerRadius: radius, color: color, id: part.first.displayID(7))
            }
        }
    }

    /// The grey band behind each section header in the plain styles. Drawn with the header
    /// node's display slot 5.
    func drawHeaderBands(_ style: ListRowStyle, into builder: inout DisplayListBuilder) {
        guard let band = style.headerBackground?.resolved(for: environment.colorScheme) else { return }
        for row in listRowFrames where row.item.sectionSupplementaryKind == true {
            builder.fill(row.presentedLine, color: band, id: row.item.displayID(5))
        }
    }

    /// A hairline under each row followed by another row (of the same section in the grouped
    /// styles; none under the last row, a header or a footer, nor where
    /// `listRowSeparator(.hidden, ...)` hides the row's bottom or the next row's top), from the
    /// leading separator inset to the trailing edge. Drawn with the row node's display slot 6.
    func drawSeparators(_ style: ListRowStyle, into builder: inout DisplayListBuilder) {
        let color = style.separatorColor.resolved(for: environment.colorScheme)
        for (row, next) in zip(listRowFrames, listRowFrames.dropFirst()) {
            guard row.item.sectionSupplementaryKind == nil, next.item.sectionSupplementaryKind == nil,
                  row.section == next.section else { continue }
            if row.item.listRowTrait(_ListRowSeparatorModifier.self)?.hides(.bottom) == true
                || next.item.listRowTrait(_ListRowSeparatorModifier.self)?.hides(.top) == true { continue }
            let shown = row.presentedLine
            let line = CGRect(x: shown.minX + style.separatorLeading, y: shown.maxY - style.separatorThickness,
                              width: max(0, shown.width - style.separatorLeading), height: style.separatorThickness)
            builder.fill(line, color: color, id: row.item.displayID(6))
        }
    }
}
