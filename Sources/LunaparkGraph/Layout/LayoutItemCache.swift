import Foundation
import LunaparkCore

/// A container's layout items and their sizes for the latest proposal, kept across incremental
/// layouts (issue 14): when one item's layout input changes (`ViewNode.invalidateLayout()` on a
/// node inside it), the container measures and places only that item again instead of
/// collecting, measuring and placing all of them. A `ZStack` of 10,000 dots spent 27 ms of a
/// leaf's layout change doing that twice (stress suite, 2026-11-26).
///
/// The items are collected again after a layout of everything (`ViewGraph.layoutEpoch` moved)
/// and after a change that did not come from one item (the list of items changed, or the
/// container's own parameters did). Sizes are kept for one proposal: another proposal measures
/// every item again (each from its own cache when nothing in it changed).
@MainActor
struct LayoutItemCache {
    /// The container's items as of the last collection.
    private(set) var items: [ViewNode] = []
    /// Every item's size for some proposals: a container in a stack is asked for several (its
    /// minimum, its maximum and its share), and each is kept.
    private var measured: [Measured] = []
    /// The layout epoch `items` were collected in; `isCollected` is false after a change of the list.
    private var epoch: UInt64 = 0
    private var isCollected = false
    /// Items whose layout inputs changed since the container last placed them; nil: all.
    private var unplaced: [ViewNode]? = nil
    /// The rectangle the container last placed its items in.
    private var placedRect: CGRect?

    /// `items[i].measure(proposal)` for every item, except `stale` ones (nil: all are stale).
    private struct Measured {
        var proposal: ProposedViewSize
        var sizes: [CGSize]
        var stale: [ViewNode]? = []
    }

    /// More changed items than this are handled as a change of all of them: each is looked up in
    /// `items`, a linear search.
    private static let changedItemLimit = 32
    /// Proposals whose sizes are kept: a stack asks its child for its minimum, maximum and
    /// share when it is measured, and again for its own final height or width when placed (6).
    private static let proposalLimit = 8

    /// Records that a layout input changed in `item` (one of the items), or, for nil, in the
    /// list of items or in the container itself.
    mutating func noteChange(of item: ViewNode?) {
        guard let item else {
            isCollected = false
            return
        }
        Self.add(item, to: &unplaced)
        for index in measured.indices { Self.add(item, to: &measured[index].stale) }
    }

    private static func add(_ item: ViewNode, to list: inout [ViewNode]?) {
        guard var changed = list else { return }
        if changed.contains(where: { $0 === item }) { return }
        changed.append(item)
        list = changed.count > changedItemLimit ? nil : changed
    }

    /// The container's items, collected again when a layout of everything happened since or
    /// the list changed.
    mutating func currentItems(of container: ContainerNode) -> [ViewNode] {
        let layoutEpoch = container.graph.layoutEpoch
        if !isCollected || epoch != layoutEpoch {
            items = container.items
            epoch = layoutEpoch
            isCollected = true
            measured = []
            placedRect = nil
            unplaced = nil
        }
        return items
    }

    /// Every item's size for `proposal`, in the order of `items`: the items that changed are
    /// measured again, the others' sizes come from an earlier call with the same proposal.
    mutating func sizes(for proposal: ProposedViewSize, of container: ContainerNode) -> [CGSize] {
        let items = currentItems(of: container)
        guard let slot = measured.firstIndex(where: { $0.proposal == proposal }) else {
            if measured.count >= Self.proposalLimit { measured.removeFirst() }
            measured.append(Measured(proposal: proposal, sizes: items.map { $0.measure(proposal) }))
            return measured[measured.count - 1].sizes
        }
        if let stale = measured[slot].stale {
            for item in stale {
                guard let index = items.firstIndex(where: { $0 === item }) else {
                    measured[slot].stale = nil
                    break
                }
                measured[slot].sizes[index] = item.measure(proposal)
            }
        }
        if measured[slot].stale == nil { measured[slot].sizes = items.map { $0.measure(proposal) } }
        measured[slot].stale = []
        return measured[slot].sizes
    }

    /// The indices of the items to place in `rect`: all of them when the rectangle or the list
    /// changed, else those whose layout inputs changed (the others would get the rectangles they
    /// have; see `ViewNode.place(in:transaction:)`). Changes recorded from here on are placed by
    /// the next layout.
    mutating func indicesToPlace(in rect: CGRect, of container: ContainerNode) -> [Int] {
        let items = currentItems(of: container)
        defer {
            placedRect = rect
            unplaced = []
        }
        guard rect == placedRect, let unplaced else { return Array(items.indices) }
        var indices: [Int] = []
        for item in unplaced {
            guard let index = items.firstIndex(where: { $0 === item }) else { return Array(items.indices) }
            indices.append(index)
        }
        return indices.sorted()
    }
}
