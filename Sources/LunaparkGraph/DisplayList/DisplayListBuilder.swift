import Foundation
import LunaparkCore

/// Accumulates a `DisplayList` while the render tree is walked.
struct DisplayListBuilder {
    private(set) var items: [DisplayList.Item] = []
    /// The build this builder makes, for the slots nodes record (0: slots are not recorded).
    let generation: UInt64
    /// True for the builders that capture items going inside another item (a mask's): the
    /// nodes drawn there record ambiguous slots, so nothing they draw is rewritten in place.
    private var captures = false

    /// A builder with room for `capacity` items: the previous frame's count, since
    /// growing the array by doubling copied every item several times (items are
    /// large enums; 18% of a frame of 2,000 springing views in `memcpy`, callgrind).
    /// - Parameter generation: the graph's build counter; 0 records no slots.
    init(reservingCapacity capacity: Int = 256, generation: UInt64 = 0) {
        items.reserveCapacity(max(capacity, 256))
        self.generation = generation
    }

    /// The slot of a layer appended next, or nil when this builder records none.
    var nextLayerSlot: DisplayListSlot? { slot(.layer(index: items.count)) }

    /// The slot of a drawing appended next, or nil when this builder records none.
    var nextDrawingSlot: DisplayListSlot? { slot(.drawing(index: items.count)) }

    /// The slot of a node that draws no layer, or nil when this builder records none.
    var noLayerSlot: DisplayListSlot? { slot(.none) }

    private func slot(_ content: DisplayListSlot.Content) -> DisplayListSlot? {
        generation == 0 ? nil : DisplayListSlot(content: captures ? .ambiguous : content, generation: generation)
    }

    mutating func beginLayer(_ layer: DisplayList.Layer) { items.append(.layer(layer)) }
    mutating func endLayer() { items.append(.end) }
    mutating func draw(_ drawing: DisplayList.Drawing) { items.append(.drawing(drawing)) }

    /// Runs `body` on a builder of its own and returns what it drew, for items that go inside
    /// another item (a mask's); the nodes drawn there record ambiguous slots.
    func capture(_ body: (inout DisplayListBuilder) -> Void) -> [DisplayList.Item] {
        var inner = DisplayListBuilder(generation: generation)
        inner.captures = true
        body(&inner)
        return inner.items
    }

    func finish() -> DisplayList { DisplayList(items: items) }
}

extension ViewNode {
    /// The display identity of what this node draws (`slot` distinguishes several drawings of one node).
    final func displayID(_ slot: UInt64 = 0) -> DisplayID { DisplayID(nodeID &* 8 &+ slot) }
}
