import Foundation
import LunaparkCore

/// A geometry value of a view (a rectangle or a point) that a `GeometryProxy` converts to its
/// own coordinates (SwiftUI's `Anchor`): made by `anchorPreference(key:value:transform:)`, read
/// with `proxy[anchor]`.
///
/// It holds the view's laid-out frame in the window (moved by the scrolling of the scroll
/// views around it, as `GeometryProxy.frame(in: .global)`) and which geometry of it was
/// asked for. Render effects (`offset`, `scaleEffect`...) do not move it.
public struct Anchor<Value>: Equatable, Hashable, Sendable {
    /// The source view's frame in the window, in points.
    let sourceFrame: CGRect
    let geometry: AnchorGeometry

    /// The geometry of a view that an anchor is made from (SwiftUI's `Anchor.Source`).
    public struct Source: Sendable {
        let geometry: AnchorGeometry
    }
}

/// What an anchor measures in its view's frame.
enum AnchorGeometry: Hashable, Sendable {
    /// The view's bounds (a `CGRect`).
    case bounds
    /// A rectangle in the view's own coordinates (a `CGRect`).
    case rect(CGRect)
    /// A point at a unit position of the view's bounds (a `CGPoint`).
    case unitPoint(UnitPoint)
    /// A point in the view's own coordinates (a `CGPoint`).
    case point(CGPoint)

    /// The value in a space where the view's frame is `frame`: a `CGRect` or a `CGPoint`.
    func resolve(in frame: CGRect) -> Any {
        switch self {
        case .bounds: frame
        case .rect(let rect): rect.offsetBy(dx: frame.minX, dy: frame.minY)
        case .unitPoint(let unit): CGPoint(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height)
        case .point(let point): CGPoint(x: frame.minX + point.x, y: frame.minY + point.y)
        }
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { .init(geometry: .bounds) }

    /// `r`, in the view's own coordinates (origin at its top-leading corner, points).
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { .init(geometry: .rect(r)) }
}

extension Anchor.Source where Value == CGPoint {
    /// `p`, in the view's own coordinates (origin at its top-leading corner, points).
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source { .init(geometry: .point(p)) }

    /// The point at unit position `p` of the view's bounds ((0, 0) top-leading, (1, 1) bottom-trailing).
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source { .init(geometry: .unitPoint(p)) }

    /// The centre of the view's bounds.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the leading edge (the left edge: anchors are not mirrored right to left).
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The middle of the trailing edge (the right edge).
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The middle of the top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The middle of the bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The top-leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The top-trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The bottom-leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The bottom-trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// The anchor's rectangle or point in this proxy's view's coordinates (origin at the
    /// reader's top-leading corner), in points.
    public subscript<T>(anchor: Anchor<T>) -> T {
        positionReads?.didRead = true
        let frame = anchor.sourceFrame.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
        return anchor.geometry.resolve(in: frame) as! T
    }
}
