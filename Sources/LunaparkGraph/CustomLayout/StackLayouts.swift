import Foundation
import LunaparkCore

/// `HStack`'s layout as a `Layout` value (SwiftUI's `HStackLayout`), to switch between
/// layouts with `AnyLayout` while the views keep their identity.
public struct HStackLayout: Layout {
    /// Where children shorter than the row sit across it.
    public var alignment: VerticalAlignment
    /// Points between children; nil for the default (8).
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    var stackLayout: StackLayout {
        var layout = StackLayout(axis: .horizontal, alignment: alignment.fraction, spacing: spacing)
        layout.guide = alignment.guideKey
        return layout
    }

    /// As an `HStack` of the same views.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stackLayout.sizeThatFits(proposal, subviews: subviews)
    }

    /// As an `HStack` of the same views, left to right in `bounds`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        stackLayout.placeSubviews(in: bounds, subviews: subviews)
    }
}

/// `VStack`'s layout as a `Layout` value (SwiftUI's `VStackLayout`).
public struct VStackLayout: Layout {
    /// Where children narrower than the column sit across it.
    public var alignment: HorizontalAlignment
    /// Points between children; nil for the default (8).
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    var stackLayout: StackLayout {
        var layout = StackLayout(axis: .vertical, alignment: alignment.fraction, spacing: spacing)
        layout.guide = alignment.guideKey
        return layout
    }

    /// As a `VStack` of the same views.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stackLayout.sizeThatFits(proposal, subviews: subviews)
    }

    /// As a `VStack` of the same views, top to bottom in `bounds`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        stackLayout.placeSubviews(in: bounds, subviews: subviews)
    }
}

/// `ZStack`'s layout as a `Layout` value (SwiftUI's `ZStackLayout`): every child offered the
/// whole proposal and aligned in the union of their sizes.
public struct ZStackLayout: Layout {
    /// Where children sit in the stack.
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let offered = ProposedViewSize(bounds.size)
        for subview in subviews {
            let size = subview.sizeThatFits(offered)
            subview.place(at: alignment.origin(of: size, in: bounds), proposal: offered)
        }
    }
}

extension StackLayout {
    /// The stack's size for the views of `subviews`.
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        MainActor.assumeIsolated { sizeThatFits(proposal, items: subviews.map(\.node)) }
    }

    /// Places the views of `subviews` in `bounds` as the stack would.
    nonisolated func placeSubviews(in bounds: CGRect, subviews: LayoutSubviews) {
        let frames = MainActor.assumeIsolated { childFrames(items: subviews.map(\.node), in: bounds) }
        for (subview, frame) in zip(subviews, frames) {
            subview.place(at: frame.origin, proposal: ProposedViewSize(frame.size))
        }
    }
}
