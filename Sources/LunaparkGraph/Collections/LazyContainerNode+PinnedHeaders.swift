import Foundation
import LunaparkCore

extension LazyContainerNode {
    /// How far (points along the axis) each placed section header is moved to stay pinned:
    /// to the scroll view's leading content edge (its visible region less its content insets)
    /// while its section passes, never past the point where its section ends (the next
    /// header's leading edge, or this container's end), so the next header pushes it away.
    func pinnedHeaderShifts() -> [ObjectIdentifier: CGFloat] {
        guard let scroll = enclosingScrollView, scroll.axes.contains(layoutAxis.set) else { return [:] }
        let axis = layoutAxis
        let leading = scroll.visibleContentRect.origin[axis] + (axis == .vertical ? scroll.contentInsets.top : scroll.contentInsets.leading)
        let headers = placed.flatMap(\.layoutItems).filter { $0.sectionSupplementaryKind == true }
        var shifts: [ObjectIdentifier: CGFloat] = [:]
        for (i, header) in headers.enumerated() {
            let frame = header.layoutFrame
            let sectionEnd = i + 1 < headers.count ? headers[i + 1].layoutFrame.origin[axis]
                                                   : layoutFrame.origin[axis] + layoutFrame.size[axis]
            let pinned = min(max(frame.origin[axis], leading), sectionEnd - frame.size[axis])
            let shift = max(0, pinned - frame.origin[axis])
            if shift > 0 { shifts[ObjectIdentifier(header)] = shift }
        }
        return shifts
    }

    /// Draws the rows, then the section headers over them, each moved by its pinning shift.
    func renderPinningHeaders(into builder: inout DisplayListBuilder) {
        let shifts = pinnedHeaderShifts()
        var headers: [ViewNode] = []
        // Item by item: a section made by a `ForEach` element is one element of several items.
        for item in placed.flatMap(\.layoutItems) {
            if item.sectionSupplementaryKind == true { headers.append(item) } else { item.render(into: &builder) }
        }
        for header in headers {
            let shift = shifts[ObjectIdentifier(header)] ?? 0
            let transform = layoutAxis == .vertical ? CGAffineTransform(translationX: 0, y: shift)
                                                    : CGAffineTransform(translationX: shift, y: 0)
            builder.beginLayer(DisplayList.Layer(id: header.displayID(6), transform: transform))
            header.render(into: &builder)
            builder.endLayer()
        }
    }
}
