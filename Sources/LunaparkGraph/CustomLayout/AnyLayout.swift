import Foundation
import LunaparkCore

/// Any `Layout`, so that one container switches between layouts (SwiftUI's `AnyLayout`):
///
///     let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
///     layout { ... }
///
/// The views inside keep their identity and state across the switch; inside `withAnimation`
/// each moves from its old frame to its new one.
public struct AnyLayout: Layout {
    let storage: any Layout

    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) {
        storage = layout
    }

    /// The wrapped layout's cache (made again when the wrapped layout's type changes).
    public struct Cache {
        var value: Any?
    }

    public func makeCache(subviews: Subviews) -> Cache {
        func make<L: Layout>(_ layout: L) -> Cache { Cache(value: layout.makeCache(subviews: subviews)) }
        return make(storage)
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        func update<L: Layout>(_ layout: L) {
            guard var inner = cache.value as? L.Cache else {
                cache.value = layout.makeCache(subviews: subviews)
                return
            }
            layout.updateCache(&inner, subviews: subviews)
            cache.value = inner
        }
        update(storage)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        func size<L: Layout>(_ layout: L) -> CGSize {
            var inner = (cache.value as? L.Cache) ?? layout.makeCache(subviews: subviews)
            defer { cache.value = inner }
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &inner)
        }
        return size(storage)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        func place<L: Layout>(_ layout: L) {
            var inner = (cache.value as? L.Cache) ?? layout.makeCache(subviews: subviews)
            defer { cache.value = inner }
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
        }
        place(storage)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        func spacing<L: Layout>(_ layout: L) -> ViewSpacing {
            var inner = (cache.value as? L.Cache) ?? layout.makeCache(subviews: subviews)
            defer { cache.value = inner }
            return layout.spacing(subviews: subviews, cache: &inner)
        }
        return spacing(storage)
    }
}
