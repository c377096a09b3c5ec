import Foundation
import LunaparkCore

/// Cells and lines of a lazy container: elements give cells (as many as their view has),
/// lines hold one cell per track.
extension LazyContainerNode {
    /// The element of cell `cell` and which of its cells it is, or nil past the end.
    func element(ofCell cell: Int) -> (index: Int, item: Int)? {
        var first = 0
        for run in elements.sourceRuns {
            let per = cellsPerElement[run.source] ?? 1
            if cell < first + run.count * per {
                let offset = cell - first
                return (run.start + offset / per, offset % per)
            }
            first += run.count * per
        }
        return nil
    }

    /// The number of cells, counting each source's elements at its learned cells per element.
    var cellCount: Int {
        elements.sourceRuns.reduce(0) { $0 + $1.count * (cellsPerElement[$1.source] ?? 1) }
    }

    /// The number of lines for `trackCount` cells a line.
    func lineCount(tracks trackCount: Int) -> Int { (cellCount + trackCount - 1) / max(1, trackCount) }

    /// Whether line `line` of a stack is a section's header, judged from the views of its
    /// element (a `Section` of a `ForEach`, say) without making its node.
    func isSectionHeaderLine(_ line: Int) -> Bool {
        guard let (index, item) = element(ofCell: line) else { return false }
        var view = elements.view(at: index)
        if let list = view as? ListContent {
            let children = list.listChildren
            guard item < children.count else { return false }
            view = children[item].view
        }
        guard let parts = view as? ModifiedContentParts,
              let marker = parts.modifierValue as? _SectionSupplementaryModifier else { return false }
        return marker.isHeader
    }
}
