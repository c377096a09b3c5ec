import Foundation
import LunaparkCore

/// A direction in which views are laid out (SwiftUI's `LayoutDirection`).
///
/// Right to left, SwiftUI flips the x position of each view within its
/// parent: an `HStack`'s first child is at its right, `.leading` alignment
/// and `padding(.leading)` are on the right, and text lines line up on the
/// right. Lunapark does the same where a container places its children
/// (`ViewNode.placedForLayoutDirection(_:in:)`). Drawing is not mirrored
/// (text stays readable) unless a view asks with
/// `flipsForRightToLeftLayoutDirection(_:)`; `offset(x:y:)` stays in
/// absolute points, as in SwiftUI.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// Leading is left, trailing is right (the default).
    case leftToRight
    /// Leading is right, trailing is left.
    case rightToLeft
}

private struct LayoutDirectionKey: EnvironmentKey {
    static let defaultValue = LayoutDirection.leftToRight
}

extension EnvironmentValues {
    /// The layout direction of the subtree (default `.leftToRight`; Lunapark
    /// does not read it from the locale). Set it with
    /// `environment(\.layoutDirection, .rightToLeft)`; changing it lays the
    /// subtree out again, in the transaction of the change.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}

extension ViewNode {
    /// True when this node lays its children out right to left.
    final var isRightToLeft: Bool { environment.layoutDirection == .rightToLeft }

    /// `rect`, a child's frame worked out left to right inside `container`,
    /// flipped horizontally within `container` when this node's layout
    /// direction is right to left (x' = minX + maxX - rect.maxX); `rect`
    /// itself otherwise. Root coordinates throughout.
    final func placedForLayoutDirection(_ rect: CGRect, in container: CGRect) -> CGRect {
        guard isRightToLeft else { return rect }
        var flipped = rect
        flipped.origin.x = container.minX + container.maxX - rect.maxX
        return flipped
    }
}
