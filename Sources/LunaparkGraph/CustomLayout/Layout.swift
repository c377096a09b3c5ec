import Foundation
import LunaparkCore

/// A type that sizes and places a collection of views (SwiftUI's `Layout`, iOS 16).
///
/// Implement `sizeThatFits(proposal:subviews:cache:)` and
/// `placeSubviews(in:proposal:subviews:cache:)`; use the layout as a view with
/// `MyLayout() { ... }`, or wrap it in `AnyLayout` to switch between layouts while
/// the views inside keep their identity (their frames then move, animated in an
/// animated transaction). A subview the layout does not place is centred in the
/// bounds at its ideal size, as in SwiftUI.
///
/// The methods run on the main actor during layout. The layout's own
/// `animatableData` is not interpolated: when a layout changes in an animated
/// transaction, each subview's frame moves from where it was to where the new
/// layout puts it.
public protocol Layout: Animatable {
    /// Data kept between calls of the layout's methods; `Void` unless the layout makes one.
    associatedtype Cache = Void

    /// The layout's properties (whether it stacks views along an axis).
    static var layoutProperties: LayoutProperties { get }

    /// The container's size for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places each subview with `LayoutSubview.place(at:anchor:proposal:)`; `bounds` is the
    /// container's frame (its origin is not zero: place subviews relative to it).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// The container's own value of a horizontal guide, or nil to let its subviews' values decide.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// The container's own value of a vertical guide, or nil to let its subviews' values decide.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// The spacing the container prefers around itself.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// Makes the cache, before the first call that takes it.
    func makeCache(subviews: Subviews) -> Cache

    /// Brings the cache up to date after the layout or its subviews changed (by default, makes it anew).
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The subviews a layout is given.
    typealias Subviews = LayoutSubviews
}

extension Layout {
    /// No stacking axis.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// nil: the subviews decide.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// nil: the subviews decide.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// The union of the subviews' spacings.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(into: ViewSpacing.zero) { $0.formUnion($1.spacing) }
    }

    /// Makes the cache anew.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// Lays out the views of `content` with this layout.
    @MainActor
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutContainer(layout: self, content: content())
    }
}

extension Layout where Cache == () {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// What a layout says about itself (SwiftUI's `LayoutProperties`).
public struct LayoutProperties: Sendable {
    /// The axis the layout stacks its subviews along (`HStackLayout`: horizontal), or nil.
    public var stackOrientation: Axis?

    public init() { stackOrientation = nil }
}

/// The preferred spacing around a view (SwiftUI's `ViewSpacing`), in points per edge.
///
/// Lunapark's views all prefer 8 points on every side (the stacks' default spacing); SwiftUI
/// picks a distance for each pair of kinds of views.
public struct ViewSpacing: Sendable, Equatable {
    /// Spacing per edge: top, leading, bottom, trailing.
    var edges: [CGFloat]

    /// The default spacing of a view (8 points on each side).
    public init() { edges = Array(repeating: 8, count: 4) }  // StackLayout.defaultSpacing

    init(edges: [CGFloat]) { self.edges = edges }

    /// No spacing on any side.
    public static let zero = ViewSpacing(edges: [0, 0, 0, 0])

    /// The distance between this view and `next`, which follows it along `axis`: the larger of
    /// this view's trailing (bottom) spacing and `next`'s leading (top) spacing.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? max(edges[3], next.edges[1]) : max(edges[2], next.edges[0])
    }

    /// Takes, on `edges`, the larger of this spacing and `other`'s.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for (index, edge) in [Edge.Set.top, .leading, .bottom, .trailing].enumerated() where edges.contains(edge) {
            self.edges[index] = max(self.edges[index], other.edges[index])
        }
    }

    /// This spacing with, on `edges`, the larger of it and `other`'s.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }
}
