import Foundation
import LunaparkCore

/// `contentShape(_:eoFill:)`: the shape, in the view's frame, that decides
/// which points hit the view. A press outside it does not reach the view or
/// anything inside it; inside it, a gesture attached around the view takes
/// presses on the whole shape, even where nothing is drawn.
public struct _ContentShapeModifier<S: Shape>: ViewModifier {
    public typealias Body = Never
    let shape: S
    let eoFill: Bool
    let kinds: ContentShapeKinds

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        ContentShapeNode<S>(parent: parent, graph: graph)
    }
}

@MainActor
final class ContentShapeNode<S: Shape>: SingleChildModifierNode<_ContentShapeModifier<S>> {
    override func hitShapeContains(_ point: CGPoint) -> Bool? {
        guard model.kinds.contains(.interaction) else { return super.hitShapeContains(point) }
        let frame = presentedFrame
        let local = CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
        return model.shape.path(in: CGRect(origin: .zero, size: frame.size)).contains(local, eoFill: model.eoFill)
    }

    override func hitTest(_ point: CGPoint) -> PointerTarget? {
        if hitShapeContains(point) == false { return nil }
        return super.hitTest(point)
    }
}

/// What a content shape is used for (SwiftUI's `ContentShapeKinds`). Only
/// `.interaction` (hit testing) changes anything here: the other kinds shape
/// previews, hover effects and accessibility frames, which Lunapark does not draw.
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Hit testing of presses and gestures.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// The shape of drag previews.
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// The shape of context-menu previews.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// The shape of hover effects.
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// The shape of the accessibility frame.
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 4)
}

extension View {
    /// Makes `shape` (in this view's frame) the area that takes presses: points
    /// outside it miss the view, points inside hit it even where nothing is drawn.
    /// With `eoFill`, overlapping parts of the shape alternate between inside and outside.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(_ContentShapeModifier(shape: shape, eoFill: eoFill, kinds: .interaction))
    }

    /// Sets the shape used for `kinds`; it decides hit testing when `kinds`
    /// contains `.interaction`, and changes nothing otherwise (see `ContentShapeKinds`).
    public func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        modifier(_ContentShapeModifier(shape: shape, eoFill: eoFill, kinds: kinds))
    }
}
