import Foundation
import LunaparkCore

/// `VStack`'s layout as a `Layout` value (SwiftUI's `VStackLayout`).
public struct VStackLayout: Layout {
    /// Where children narrower than the column sit across it.
    public var alignment: HorizontalAlignment
    /// Points between children; nil for the default (8).
    public var spacing: CGFloat?

    /// A column aligning its children by `alignment`, `spacing` points apart (nil: 8).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A stack's orientation, which spacers inside it follow.
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
        stackLayout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }
}
