import Foundation
import LunaparkCore

/// A rectangle whose corners each have their own radius (SwiftUI's `UnevenRoundedRectangle`,
/// iOS 16); the radii animate.
@frozen
public struct UnevenRoundedRectangle: InsettableShape {
    /// The radius of each corner, in points; each is limited to half the shorter side when drawn.
    public var cornerRadii: RectangleCornerRadii
    /// The corner style; both styles draw circular corners here (see `RoundedCornerStyle`).
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    /// A rectangle with the corners of `cornerRadii`; the style defaults to `.continuous`, as in SwiftUI.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with a radius per corner, each 0 (square) unless given.
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    /// The four radii, so a change of any corner animates.
    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }

    /// `rect` less any inset, each radius reduced by the same inset (an inset outline stays
    /// parallel to the original); empty when the inset rectangle has no area.
    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        guard r.width > 0, r.height > 0 else { return Path() }
        return Path(roundedRect: r, cornerRadii: cornerRadii.inset(by: insetAmount), style: style)
    }

    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
}

/// The shape of the container a view sits in (SwiftUI's `ContainerRelativeShape`). Lunapark
/// has no container shapes (widgets and `containerShape(_:)` are Apple platforms' own), so it
/// is what SwiftUI documents for a view outside any: a rectangle filling the frame.
public struct ContainerRelativeShape: InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    /// `rect` less any inset on every side.
    public func path(in rect: CGRect) -> Path { Rectangle().inset(by: insetAmount).path(in: rect) }
    public func inset(by amount: CGFloat) -> ContainerRelativeShape {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
}
