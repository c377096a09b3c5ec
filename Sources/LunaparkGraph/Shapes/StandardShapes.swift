import Foundation
import LunaparkCore

/// A rectangle filling its frame (SwiftUI's `Rectangle`).
public struct Rectangle: InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Rectangle { var r = self; r.insetAmount += amount; return r }
}

/// A circle centred in its frame, as large as fits (SwiftUI's `Circle`).
public struct Circle: InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}
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
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Ellipse { var e = self; e.insetAmount += amount; return e }
}

/// A rectangle with rounded corners (SwiftUI's `RoundedRectangle`); the corner size animates.
public struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }

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
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    public init(style: RoundedCornerStyle = .circular) { self.style = style }

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

    public init<S: Shape>(_ shape: S) { makePath = { shape.path(in: $0) } }

    public func path(in rect: CGRect) -> Path { makePath(rect) }
}

extension Path: Shape {
    /// A path used as a shape draws itself, untransformed, whatever the rect.
    public func path(in rect: CGRect) -> Path { self }
}
