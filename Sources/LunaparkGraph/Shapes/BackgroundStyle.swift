import Foundation
import LunaparkCore

/// The background of the window or screen (SwiftUI's `BackgroundStyle`):
/// white in the light colour scheme, black in the dark one, resolved against
/// the environment's `colorScheme` where it is drawn.
public struct BackgroundStyle: ShapeStyle {
    /// The system background style.
    public init() {}

    public func _resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        Color.systemBackground._resolve(in: environment)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style of the colour scheme in force (white in light, black in dark).
    public static var background: BackgroundStyle { BackgroundStyle() }
}
