import Foundation
import LunaparkCore

/// A type-erased gradient (SwiftUI's `AnyGradient`): the gradient argument of
/// the `ShapeStyle` gradient members (`.linearGradient(_:startPoint:endPoint:)`...)
/// and what `Color.gradient` returns.
/// Used as a style by itself it draws a linear gradient from top to bottom, as SwiftUI does.
public struct AnyGradient: ShapeStyle, Hashable, Sendable {
    private enum Source: Hashable, Sendable {
        case stops(Gradient)
        /// `Color.gradient`: the colour's standard gradient, made where it is drawn.
        case standard(Color)
    }

    private let source: Source

    /// Erases `gradient`.
    public init(_ gradient: Gradient) { source = .stops(gradient) }

    /// The standard gradient of `color` (see `Color.gradient`).
    nonisolated init(standardOf color: Color) { source = .standard(color) }

    /// The stops. A colour's standard gradient is made from its light and dark values
    /// here (an `accentColor` from the default accent, blue); drawn as a style by
    /// itself it follows the accent in force (see `Color.gradient`).
    var gradient: Gradient {
        switch source {
        case .stops(let gradient): gradient
        case .standard(let color):
            Gradient(colors: [AnyGradient.lightened(color), color])
        }
    }

    public func _resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        switch source {
        case .stops(let gradient):
            return LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom)._resolve(in: environment)
        case .standard(let color):
            let bottom = color.resolve(in: environment)
            let top = Color(AnyGradient.lightened(bottom))
            return LinearGradient(colors: [top, Color(bottom)], startPoint: .top, endPoint: .bottom)
                ._resolve(in: environment)
        }
    }

    /// The share of white mixed into the top of a colour's standard gradient, in
    /// gamma-encoded sRGB. Apple documents only "the standard gradient for the
    /// color"; on iOS it runs from a lighter shade at the top to the colour at
    /// the bottom, and 0.2 is Lunapark's choice of how much lighter.
    static let standardLightening: Float = 0.2

    /// `value` with `standardLightening` of white mixed in; opacity unchanged.
    static func lightened(_ value: Color.Resolved) -> Color.Resolved {
        let k = standardLightening
        return Color.Resolved(red: value.red + (1 - value.red) * k, green: value.green + (1 - value.green) * k,
                              blue: value.blue + (1 - value.blue) * k, opacity: value.opacity)
    }

    /// `color` lightened in each appearance (adaptive when `color` is).
    private static func lightened(_ color: Color) -> Color {
        Color(light: lightened(color.resolved(for: .light)), dark: lightened(color.resolved(for: .dark)))
    }
}

extension Color {
    /// The standard gradient of this colour (SwiftUI's `Color.gradient`): as a
    /// style (`.fill(.blue.gradient)`, `.foregroundStyle(.red.gradient)`,
    /// `.background(.green.gradient)`) a linear gradient from top to bottom,
    /// from the colour with a fifth of white mixed in to the colour itself. It
    /// follows the colour scheme, and for `accentColor` the accent in force.
    public var gradient: AnyGradient { AnyGradient(standardOf: self) }
}
