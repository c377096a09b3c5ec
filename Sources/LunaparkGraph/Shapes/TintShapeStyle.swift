import Foundation
import LunaparkCore

/// The style of the current tint colour (SwiftUI's `TintShapeStyle`, written
/// `.tint`): the colour of the nearest `tint(_:)` above where it is drawn, else
/// the accent colour (`Color.accentColor`, which `accentColor(_:)` sets; blue
/// by default), resolved in that place's colour scheme.
///
/// `.foregroundStyle(.tint)` and `.fill(.tint)` so draw in the same colour as
/// the controls beside them.
public struct TintShapeStyle: ShapeStyle {
    /// The current tint style.
    public init() {}

    public func _resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        (environment.tint ?? .accentColor)._resolve(in: environment)
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// A style that reflects the current tint colour: the nearest `tint(_:)`,
    /// else the accent colour.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
