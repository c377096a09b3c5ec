import Foundation
import LunaparkCore

/// A stack that arranges its children in a row, leading to trailing, making them only as they come near the
/// visible region of the `ScrollView` around it (SwiftUI's `LazyHStack`).
///
/// Unlike `HStack` it takes the whole height it is offered and proposes it to every child,
/// placing each at its own size by `alignment`; along its axis each child takes its ideal size.
/// See `LazyContainerNode` for which children exist when.
public struct LazyHStack<Content: View>: View {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// A lazy stack of the views of `content`.
    ///
    /// - Parameters:
    ///   - alignment: Where children smaller than the stack's height sit across it.
    ///   - spacing: Points between children; nil for 8.
    ///   - pinnedViews: `.sectionHeaders` keeps each section's header at the scroll view's
    ///     leading (top) content edge while its section scrolls past, pushed away by the next
    ///     section's header; footers are not pinned (`.sectionFooters` scrolls with the content).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public static func _makeNode(_ view: Self, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        LazyContainerNode(parent: parent, graph: graph)
    }
}

extension LazyHStack: LazyContainerView {
    var lazyLayout: LazyLayout { LazyLayout(axis: .horizontal, gridItems: nil, alignment: alignment.fraction, spacing: spacing,
                                         pinnedViews: pinnedViews) }
    var lazyContent: any View { content }
}
