import Foundation

/// What a node that may draw a layer drew in the display list the graph
/// built last: its layer's index in `DisplayList.items`, or no layer, and the
/// build (`generation`) this refers to.
///
/// An animation frame that only moves or fades layers (offset, rotation,
/// scale, opacity...) rewrites those layers at their slots in the previous
/// list instead of walking the whole tree again: the items around them are
/// the same, since nothing else changed (see `ViewGraph.frame(at:)`). A slot
/// from an older build is never used.
struct DisplayListSlot: Hashable {
    enum Content: Hashable {
        /// The node's layer is the `.layer` item at this index.
        case layer(index: Int)
        /// The node's drawing is the `.drawing` item at this index (a shape whose paint
        /// changed rewrites it there: see `ShapeNode`).
        case drawing(index: Int)
        /// The node drew no layer (its effect was neutral).
        case none
        /// The node was drawn more than once in the build: its layers cannot be rewritten in one place.
        case ambiguous
    }

    var content: Content
    /// The build of the list the slot refers to (`DisplayListBuilder.generation`).
    var generation: UInt64

    /// What a node that already recorded `old` records for `new` in the same build: a node
    /// drawn twice in one build gets an ambiguous slot, so its items are never rewritten in
    /// one place only.
    static func recording(_ new: DisplayListSlot?, over old: DisplayListSlot?) -> DisplayListSlot? {
        guard let new, let old, old.generation == new.generation else { return new }
        return DisplayListSlot(content: .ambiguous, generation: new.generation)
    }
}
