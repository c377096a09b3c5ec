import Foundation
import LunaparkCore

/// A column of a `LazyVGrid` or a row of a `LazyHGrid` (SwiftUI's `GridItem`): its size rule,
/// the spacing after it, and how cells are aligned in it. How the sizes are resolved is
/// described in `GridTrackSizing`.
public struct GridItem: Sendable {
    /// The size of a track in the grid's minor axis (a column's width, a row's height).
    public enum Size: Sendable {
        /// One track of exactly this many points.
        case fixed(CGFloat)
        /// One track sharing the space left by fixed tracks with the other flexible and
        /// adaptive ones, kept within `minimum...maximum` points.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` points as fit in the space of one flexible
        /// track, widened equally to fill it but not beyond `maximum`.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size of the item, the width of a column or the height of a row.
    public var size: Size
    /// Points to the next track; nil for the default of 8. For an adaptive item it is also
    /// the spacing between the tracks it makes.
    public var spacing: CGFloat?
    /// Where cells smaller than their cell sit in it; nil centres them.
    public var alignment: Alignment?

    /// A grid item of `size` (flexible by default), `spacing` to the next and cell `alignment`.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// The tracks of a lazy grid resolved for a given space: each track's size, its offset from the
/// grid's leading (or top) edge, and its cell alignment.
struct ResolvedGridTrack: Equatable {
    var offset: CGFloat
    var size: CGFloat
    var alignment: Alignment
}
