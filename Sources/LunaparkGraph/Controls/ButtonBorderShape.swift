import Foundation
import LunaparkCore

/// The shape of bordered buttons (SwiftUI's `ButtonBorderShape`), set with
/// `.buttonBorderShape(_:)`: `.automatic` is a capsule here (iOS draws a
/// rounded rectangle for regular-size buttons).
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case capsule, circle
        case roundedRectangle(radius: CGFloat)
    }
    let kind: Kind

    /// The platform's shape: a capsule here.
    public static let automatic = ButtonBorderShape(kind: .capsule)
    /// A capsule.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle, for buttons whose label is an icon.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rectangle with corners of radius 8.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: 8))
    /// A rectangle with corners of `radius` points.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: radius))
    }

    /// The shape's path in `rect`.
    @MainActor func path(in rect: CGRect) -> Path {
        switch kind {
        case .capsule: Capsule().path(in: rect)
        case .circle: Circle().path(in: rect)
        case .roundedRectangle(let radius): RoundedRectangle(cornerRadius: radius).path(in: rect)
        }
    }
}

/// A `ButtonBorderShape` as a `Shape`, to fill behind a button.
struct _ButtonBorder: Shape {
    let shape: ButtonBorderShape
    func path(in rect: CGRect) -> Path { shape.path(in: rect) }
}

private struct ButtonBorderShapeKey: EnvironmentKey {
    static let defaultValue = ButtonBorderShape.automatic
}

extension EnvironmentValues {
    /// The shape of bordered buttons in the subtree.
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the shape of bordered buttons in this view.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}
