import Foundation
import LunaparkCore

/// A rectangle filling its frame (SwiftUI's `Rectangle`).
public struct Rectangle: InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    /// `rect` itself, less any inset on every side.
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Rectangle { var r = self; r.insetAmount += amount; return r }
}

/// A circle centred in its frame, as large as fits (SwiftUI's `Circle`).
public struct Circle: InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    /// The largest circle centred in `rect`: its diameter is the shorter side,
    /// less twice any inset; empty when that is not positive.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height) - 2 * insetAmount
        guard side > 0 else { return Path() }
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    public func inset(by amount: CGFloat) -> Circle { var c = self; c.insetAmount += amount; return c }
}

/// An ellipse filling its frame (SwiftUI's `Ellipse`).
public struct Ellipse: InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    /// The ellipse touching all four sides of `rect`, less any inset on every side.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Ellipse { var e = self; e.insetAmount += amount; return e }
}

/// A rectangle with rounded corners (SwiftUI's `RoundedRectangle`); the corner size animates.
public struct RoundedRectangle: InsettableShape {
    /// The corner radii in points: `width` along the horizontal edges, `height`
    /// along the vertical ones. When drawn, each is limited to half the
    /// rectangle's width or height.
    public var cornerSize: CGSize
    /// The corner style; both styles draw circular corners here (see `RoundedCornerStyle`).
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    /// A rounded rectangle with corners of radius `cornerRadius` points. The
    /// style defaults to `.continuous`, as in SwiftUI.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    /// A rounded rectangle with elliptical corners `cornerSize.width` points wide
    /// and `cornerSize.height` points high.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// The corner size, so a change of corner radius animates.
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }

    /// `rect` less any inset, with the corner radii reduced by the same inset
    /// (so an inset outline stays parallel to the original) and limited to half
    /// the sides; empty when the inset rectangle has no area.
    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        guard r.width > 0, r.height > 0 else { return Path() }
        let corner = CGSize(width: max(0, min(cornerSize.width - insetAmount, r.width / 2)),
                            height: max(0, min(cornerSize.height - insetAmount, r.height / 2)))
        return Path(roundedRect: r, cornerSize: corner, style: style)
    }

    public func inset(by amount: CGFloat) -> RoundedRectangle { var r = self; r.insetAmount += amount; return r }
}

/// A rectangle whose shorter sides are half circles (SwiftUI's `Capsule`).
public struct Capsule: InsettableShape {
    /// The corner style; both styles draw circular ends here (see `RoundedCornerStyle`).
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    /// A capsule. The style defaults to `.circular`, where SwiftUI's default is
    /// `.continuous`; Lunapark draws both alike.
    public init(style: RoundedCornerStyle = .circular) { self.style = style }

    /// `rect` less any inset, its shorter sides replaced by half circles (the
    /// corner radius is half the shorter side); empty when the inset rectangle
    /// has no area.
    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        guard r.width > 0, r.height > 0 else { return Path() }
        let radius = min(r.width, r.height) / 2
        return Path(roundedRect: r, cornerSize: CGSize(width: radius, height: radius), style: style)
    }

    public func inset(by amount: CGFloat) -> Capsule { var c = self; c.insetAmount += amount; return c }
}

/// A type-erased shape (SwiftUI's `AnyShape`).
public struct AnyShape: Shape {
    private let makePath: @MainActor (CGRect) -> Path

    /// Erases the type of `shape`. The erased shape has no `animatableData`:
    /// changes of the wrapped shape's own properties jump instead of animating
    /// (a change of the frame still redraws it at each step).
    public init<S: Shape>(_ shape: S) { makePath = { shape.path(in: $0) } }

    public func path(in rect: CGRect) -> Path { makePath(rect) }
}

extension Path: Shape {
    /// A path used as a shape draws itself, untransformed, whatever the rect.
    public func path(in rect: CGRect) -> Path { self }
}
