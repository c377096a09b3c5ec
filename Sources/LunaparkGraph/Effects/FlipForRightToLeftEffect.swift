import Foundation
import LunaparkCore

/// `flipsForRightToLeftLayoutDirection(_:)`: mirrors the view's drawing about its vertical
/// centre line when it is enabled and the layout direction is right to left; draws it as it
/// is otherwise. Layout is not changed (the view keeps its frame), as in SwiftUI.
public struct _FlipForRightToLeftEffect: GeometryEffect, LayoutDirectionalEffect, Equatable {
    let isEnabled: Bool

    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }

    /// The identity: the flip depends on the direction (`effectValue(size:layoutDirection:)`).
    public func effectValue(size: CGSize) -> ProjectionTransform {
        effectValue(size: size, layoutDirection: .leftToRight)
    }

    /// x' = width - x right to left when enabled (a mirror that keeps the frame in place).
    func effectValue(size: CGSize, layoutDirection: LayoutDirection) -> ProjectionTransform {
        guard isEnabled, layoutDirection == .rightToLeft else { return ProjectionTransform() }
        return ProjectionTransform(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: size.width, ty: 0))
    }
}

extension View {
    /// Sets whether this view mirrors its drawing horizontally when the layout direction is
    /// right to left (SwiftUI's `flipsForRightToLeftLayoutDirection(_:)`): for images and
    /// shapes that point in the reading direction, such as a "forward" arrow. Text inside is
    /// mirrored too. Left to right, and with `enabled` false, nothing changes.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(_FlipForRightToLeftEffect(isEnabled: enabled))
    }
}
