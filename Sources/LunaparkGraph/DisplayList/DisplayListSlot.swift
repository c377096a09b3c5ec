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
        /// The node drew no layer (its effect was neutral).
        case none
        /// The node was drawn more than once in the build: its layers cannot be rewritten in one place.
        case ambiguous
    }

    var content: Content
    /// The build of the list the slot refers to (`DisplayListBuilder.generation`).
    var generation: UInt64
}
