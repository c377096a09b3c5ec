import Foundation
import LunaparkCore

/// `HStack`'s layout as a `Layout` value (SwiftUI's `HStackLayout`), to switch between
/// layouts with `AnyLayout` while the views keep their identity.
public struct HStackLayout: Layout {
    /// Where children shorter than the row sit across it.
    public var alignment: VerticalAlignment
    /// Points between children; nil for the default (8).
    public var spacing: CGFloat?

    /// A row aligning its children by `alignment`, `spacing` points apart (nil: 8).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A stack's orientation, which spacers inside it follow.
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
        stackLayout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }
}
