import Foundation
import LunaparkCore

/// SwiftUI's stack layout algorithm for `HStack` and `VStack`.
///
/// Along the stack's axis, the space left after spacing is shared out in
/// order of layout priority (highest first) and, within a priority, of
/// flexibility (least flexible first: the difference between a child's
/// maximum and minimum size). Each child is offered an equal share of what
/// remains and takes what it needs; the rest goes to the others.
/// Across the axis, children are aligned by `alignment`.
@MainActor
struct StackLayout {
    var axis: Axis
    /// Fraction across the axis: 0 leading/top, 0.5 centre, 1 trailing/bottom.
    var alignment: CGFloat
    /// The guide children line up on across the axis, when one of them may set it explicitly
    /// or it is custom (see `GuideAlignment`); nil: `alignment` alone.
    var guide: AlignmentGuideKey?
    /// Points between children; nil for the default (8 points; spacing also applies next to a `Spacer`, as in SwiftUI).
    var spacing: CGFloat?

    static let defaultSpacing: CGFloat = 8

    init(axis: Axis, alignment: CGFloat, spacing: CGFloat?) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
    }

    init(axis: Axis, alignment: HorizontalAlignment, spacing: CGFloat?) {
        self.init(axis: axis, alignment: alignment.fraction, spacing: spacing)
    }

    private func totalSpacing(_ count: Int) -> CGFloat {
        count > 1 ? CGFloat(count - 1) * (spacing ?? Self.defaultSpacing) : 0
    }

    /// The size of each child for a proposal, in the order of `items`.
    func childSizes(_ proposal: ProposedViewSize, items: [ViewNode]) -> [CGSize] {
        guard !items.isEmpty else { return [] }
        let cross = proposal[axis.other]
        guard let available = proposal[axis] else {
            // Ideal size: every child at its ideal size.
            return items.map { $0.measure(childProposal(main: nil, cross: cross)) }
        }
        var remaining = max(0, available - totalSpacing(items.count))
        var sizes = [CGSize](repeating: .zero, count: items.count)
        let minimum = items.map { $0.measure(childProposal(main: 0, cross: cross))[axis] }
        let isSpacer = items.map { $0.isSpacer }
        // Flexibility = max - min along the axis; Spacers are sized last, with what is left.
        let flexibility: [CGFloat] = items.indices.map { i in
            isSpacer[i] ? .infinity : items[i].measure(childProposal(main: .infinity, cross: cross))[axis] - minimum[i]
        }
        // Groups in the order they are served: priorities high to low, then the Spacers.
        let priorities = Set(items.indices.filter { !isSpacer[$0] }.map { items[$0].layoutPriority }).sorted(by: >)
        var groups: [[Int]] = priorities.map { p in items.indices.filter { !isSpacer[$0] && items[$0].layoutPriority == p } }
        groups.append(items.indices.filter { isSpacer[$0] })
        for (g, group) in groups.enumerated() where !group.isEmpty {
            // The space this group may use: what remains, less the minimums of everything served later.
            let reserved = groups[(g + 1)...].joined().reduce(CGFloat(0)) { $0 + minimum[$1] }
            var available = max(0, remaining - reserved)
            let order = group.sorted { flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1 }
            var left = order.count
            for index in order {
                let share = available / CGFloat(left)
                let size = items[index].measure(childProposal(main: share, cross: cross))
                sizes[index] = size
                available = max(0, available - size[axis])
                remaining = max(0, remaining - size[axis])
                left -= 1
            }
        }
        return sizes
    }

    private func childProposal(main: CGFloat?, cross: CGFloat?) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, items: [ViewNode]) -> CGSize {
        let sizes = childSizes(proposal, items: items)
        guard !sizes.isEmpty else { return .zero }
        let main = sizes.reduce(0) { $0 + $1[axis] } + totalSpacing(sizes.count)
        var cross = sizes.map { $0[axis.other] }.max() ?? 0
        if let guide, let aligned = GuideAlignment(key: guide, items: items, sizes: sizes) { cross = aligned.extent }
        return CGSize(axis: axis, main: main, cross: cross)
    }

    /// Places `items` in `rect`, mirrored within it when `container` lays out right to left.
    /// `proposal` is what the stack was sized for (SwiftUI's `placeSubviews(in:proposal:)`): the
    /// children are given the sizes they chose then, not sizes shared out again from the stack's
    /// own, smaller size (nil: `rect`'s size).
    func place(items: [ViewNode], in rect: CGRect, proposal: ProposedViewSize? = nil, for container: ViewNode,
               transaction: Transaction) {
        for (item, frame) in zip(items, childFrames(items: items, in: rect, proposal: proposal)) {
            item.place(in: container.placedForLayoutDirection(frame, in: rect), transaction: transaction)
        }
    }

    /// Where each of `items` goes in `rect` (left to right), in the order of `items`, sized for
    /// `proposal` (nil: `rect`'s size), each no longer than `rect` along the axis.
    func childFrames(items: [ViewNode], in rect: CGRect, proposal: ProposedViewSize? = nil) -> [CGRect] {
        var sizes = childSizes(proposal ?? ProposedViewSize(rect.size), items: items)
        if proposal != nil, sizes.reduce(0, { $0 + $1[axis] }) + totalSpacing(sizes.count) > rect.size[axis] + 0.001 {
            // The proposal asked for more than the stack took: share out its own size instead.
            sizes = childSizes(ProposedViewSize(rect.size), items: items)
        }
        let total = sizes.reduce(0) { $0 + $1[axis] } + totalSpacing(sizes.count)
        // The stack is centred in its rect along the axis when it does not fill it.
        var position = (rect.size[axis] - total) / 2
        position = max(0, position)
        let gap = spacing ?? Self.defaultSpacing
        let aligned = guide.flatMap { GuideAlignment(key: $0, items: items, sizes: sizes) }
        var frames: [CGRect] = []
        frames.reserveCapacity(sizes.count)
        for (index, size) in sizes.enumerated() {
            let crossOffset = aligned?.offset(of: index, in: rect.size[axis.other])
                ?? (rect.size[axis.other] - size[axis.other]) * alignment
            let origin = axis == .horizontal
                ? CGPoint(x: rect.minX + position, y: rect.minY + crossOffset)
                : CGPoint(x: rect.minX + crossOffset, y: rect.minY + position)
            frames.append(CGRect(origin: origin, size: size))
            position += size[axis] + gap
        }
        return frames
    }
}
