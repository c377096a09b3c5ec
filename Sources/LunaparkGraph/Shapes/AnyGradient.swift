import Foundation
import LunaparkCore

/// A type-erased gradient (SwiftUI's `AnyGradient`): the gradient argument of
/// the `ShapeStyle` gradient members (`.linearGradient(_:startPoint:endPoint:)`...).
/// Used as a style by itself it draws a linear gradient from top to bottom, as SwiftUI does.
public struct AnyGradient: ShapeStyle, Hashable, Sendable {
    let gradient: Gradient

    /// Erases `gradient`.
    public init(_ gradient: Gradient) { self.gradient = gradient }

    public func _resolve(in environment: EnvironmentValues) -> ResolvedShapeStyle {
        LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom)._resolve(in: environment)
    }
}
