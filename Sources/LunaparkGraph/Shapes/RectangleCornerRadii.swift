import Foundation
import LunaparkCore

/// The radii of a rounded rectangle's four corners, in points (SwiftUI's `RectangleCornerRadii`).
///
/// Leading is left and trailing right: Lunapark's shapes are not mirrored in a right-to-left
/// layout.
@frozen
public struct RectangleCornerRadii: Equatable, Sendable, Animatable {
    /// The radius of the top-leading corner.
    public var topLeading: CGFloat
    /// The radius of the bottom-leading corner.
    public var bottomLeading: CGFloat
    /// The radius of the bottom-trailing corner.
    public var bottomTrailing: CGFloat
    /// The radius of the top-trailing corner.
    public var topTrailing: CGFloat

    /// Radii for each corner; every one defaults to 0 (a square corner).
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
                topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    /// The four radii, so a change of any corner animates: ((top-leading, bottom-leading),
    /// (bottom-trailing, top-trailing)).
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing)) }
        set {
            topLeading = newValue.first.first
            bottomLeading = newValue.first.second
            bottomTrailing = newValue.second.first
            topTrailing = newValue.second.second
        }
    }

    /// Every radius less `amount` and never below 0: the radii of an outline inset by `amount`.
    func inset(by amount: CGFloat) -> RectangleCornerRadii {
        RectangleCornerRadii(topLeading: max(0, topLeading - amount), bottomLeading: max(0, bottomLeading - amount),
                             bottomTrailing: max(0, bottomTrailing - amount), topTrailing: max(0, topTrailing - amount))
    }
}

extension Path {
    /// A rounded rectangle whose corners have the radii of `cornerRadii` (see
    /// `addRoundedRect(in:cornerRadii:style:transform:)`).
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// Adds a rounded rectangle with a radius per corner as a closed subpath, starting on the
    /// top edge after the top-leading corner and running clockwise on screen. Each radius is
    /// limited to 0...half the shorter side; a corner of radius 0 is square. `style` draws
    /// circular corners either way (see `RoundedCornerStyle`).
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii,
                                        style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        let limit = min(r.width, r.height) / 2
        func clamped(_ radius: CGFloat) -> CGFloat { radius.isFinite ? min(max(radius, 0), limit) : 0 }
        let tl = clamped(cornerRadii.topLeading), tr = clamped(cornerRadii.topTrailing)
        let br = clamped(cornerRadii.bottomTrailing), bl = clamped(cornerRadii.bottomLeading)
        // Quarter arcs as in `addRoundedRect(in:cornerSize:)`: angles increase clockwise on screen.
        func corner(_ center: CGPoint, _ radius: CGFloat, start: Double) {
            guard radius > 0 else { return }
            appendArc(center: center, radii: CGSize(width: radius, height: radius), start: start, delta: .pi / 2,
                      transform: transform)
        }
        move(to: CGPoint(x: r.minX + tl, y: r.minY).applying(transform))
        addLine(to: CGPoint(x: r.maxX - tr, y: r.minY).applying(transform))
        corner(CGPoint(x: r.maxX - tr, y: r.minY + tr), tr, start: -.pi / 2)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - br).applying(transform))
        corner(CGPoint(x: r.maxX - br, y: r.maxY - br), br, start: 0)
        addLine(to: CGPoint(x: r.minX + bl, y: r.maxY).applying(transform))
        corner(CGPoint(x: r.minX + bl, y: r.maxY - bl), bl, start: .pi / 2)
        addLine(to: CGPoint(x: r.minX, y: r.minY + tl).applying(transform))
        corner(CGPoint(x: r.minX + tl, y: r.minY + tl), tl, start: .pi)
        closeSubpath()
    }
}
