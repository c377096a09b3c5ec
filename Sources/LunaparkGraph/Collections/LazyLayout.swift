import Foundation
import LunaparkCore

/// How a lazy container arranges its cells: in lines along `axis` (rows of a `LazyVStack` or
/// `LazyVGrid` grow downwards, columns of the horizontal ones rightwards), each line holding
/// one cell per track. A stack has one track as wide as the container whose cells keep their
/// own cross size, aligned by `alignment`; a grid resolves its `GridItem`s into tracks
/// (`GridTrackSizing`) and is itself aligned by `alignment` in the space it takes.
@MainActor
struct LazyLayout {
    /// The axis the container grows along.
    var axis: Axis
    /// The grid's items; nil for a stack.
    var gridItems: [GridItem]?
    /// Fraction across `axis`: 0 leading/top, 0.5 centre, 1 trailing/bottom.
    var alignment: CGFloat
    /// Points between lines; nil for 8.
    var spacing: CGFloat?
    /// A list's row style (insets, separators, section headers); nil for stacks and grids.
    var listRows: ListRowStyle? = nil
    /// The section parts a stack pins (only `.sectionHeaders` is applied, in stacks).
    var pinnedViews: PinnedScrollableViews = []

    /// Whether section headers stay at the scroll view's leading content edge.
    var pinsSectionHeaders: Bool { gridItems == nil && pinnedViews.contains(.sectionHeaders) }

    var lineSpacing: CGFloat { spacing ?? StackLayout.defaultSpacing }

    /// Whether `other` lays out the same (`GridItem` is not `Equatable` in SwiftUI, so compared here).
    func isSame(as other: LazyLayout) -> Bool {
        guard axis == other.axis, alignment == other.alignment, spacing == other.spacing,
              listRows == other.listRows, pinnedViews == other.pinnedViews else { return false }
        switch (gridItems, other.gridItems) {
        case (nil, nil):
            return true
        case (let a?, let b?):
            return a.count == b.count && zip(a, b).allSatisfy { $0.isSame(as: $1) }
        default:
            return false
        }
    }

    /// The tracks for `available` points across the axis (nil: the ideal size): a stack's single
    /// track spans what is offered.
    func tracks(available: CGFloat?) -> [ResolvedGridTrack] {
        guard let gridItems else {
            return [ResolvedGridTrack(offset: 0, size: available ?? 0, alignment: .center)]
        }
        return GridTrackSizing.tracks(for: gridItems, available: available)
    }
}

extension GridItem {
    func isSame(as other: GridItem) -> Bool {
        guard spacing == other.spacing, alignment == other.alignment else { return false }
        switch (size, other.size) {
        case (.fixed(let a), .fixed(let b)): return a == b
        case (.flexible(let a, let b), .flexible(let c, let d)): return a == c && b == d
        case (.adaptive(let a, let b), .adaptive(let c, let d)): return a == c && b == d
        default: return false
        }
    }
}

/// What a lazy container's node needs from its view.
@MainActor
protocol LazyContainerView {
    var lazyLayout: LazyLayout { get }
    var lazyContent: any View { get }
}
