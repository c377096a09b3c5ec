import Foundation
import LunaparkCore

/// A built-in `GeometryEffect` whose transform depends on the layout direction of the view
/// it applies to: its node asks `effectValue(size:layoutDirection:)` with the direction of
/// its environment instead of `effectValue(size:)`.
@MainActor
protocol LayoutDirectionalEffect {
    /// The effect in the view's local coordinates for `layoutDirection`.
    func effectValue(size: CGSize, layoutDirection: LayoutDirection) -> ProjectionTransform
}
