import Foundation
import LunaparkCore

/// A built-in effect drawn by compositing the view's content as a group.
@MainActor
protocol LayerEffect: Animatable, ViewModifier where Body == Never {
    /// Adds this effect to `layer`, for content laid out in `frame` (root coordinates).
    func apply(to layer: inout DisplayList.Layer, frame: CGRect)
    /// True when the effect does nothing and needs no layer.
    var isNeutral: Bool { get }
    /// Whether the content may take a press at `point` (root coordinates) for content laid
    /// out in `frame`; true unless the effect hides or cuts away that point.
    func allowsHit(at point: CGPoint, frame: CGRect) -> Bool
}

extension LayerEffect {
    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        LayerEffectNode<Self>(parent: parent, graph: graph)
    }

    func allowsHit(at point: CGPoint, frame: CGRect) -> Bool { true }
}

/// The node of a `LayerEffect`.
@MainActor
final class LayerEffectNode<E: LayerEffect>: AnimatableModifierNode<E> {
    // A changed effect rewrites its layer in place, or asks for a new list when the layer comes or goes.
    override var tracksDisplayChanges: Bool { true }

    // Specialized for opacity, the effect that animates by the thousand (see
    // `AnimatableModifierNode.stepAnimations(to:)` for why the work is in a separate method).
    @_specialize(where E == _OpacityEffect)
    override func render(into builder: inout DisplayListBuilder) {
        renderEffect(into: &builder)
    }

    @inline(never)
    private final func renderEffect(into builder: inout DisplayListBuilder) {
        render(inLayer: currentLayer, into: &builder)
    }

    /// The layer this effect composites its content in now; nil when the effect is neutral and not animating (no layer).
    private final var currentLayer: DisplayList.Layer? {
        guard !presented.isNeutral || effectIsAnimating else { return nil }
        var layer = DisplayList.Layer(id: displayID(2))
        presented.apply(to: &layer, frame: presentedFrame)
        return layer
    }

    // An animation frame changes the layer in the last display list rather than redrawing the tree.
    @_specialize(where E == _OpacityEffect)
    override func presentationDidChange() {
        rewriteLayer()
    }

    @inline(never)
    private final func rewriteLayer() {
        rewriteLayer { currentLayer }
    }

    override func hitTest(_ point: CGPoint) -> PointerTarget? {
        guard presented.allowsHit(at: point, frame: presentedFrame) else { return nil }
        return super.hitTest(point)
    }
}

/// `opacity(_:)`: the content composited at `opacity` (0...1).
public struct _OpacityEffect: ViewModifier, Equatable {
    public typealias Body = Never
    public var opacity: Double

    public init(opacity: Double) { self.opacity = opacity }

    public var animatableData: Double {
        get { opacity }
        set { opacity = newValue }
    }
}

extension _OpacityEffect: LayerEffect {
    var isNeutral: Bool { opacity >= 1 }
    /// A fully transparent view takes no presses.
    func allowsHit(at point: CGPoint, frame: CGRect) -> Bool { opacity > 0 }
    func apply(to layer: inout DisplayList.Layer, frame: CGRect) {
        layer.opacity *= min(1, max(0, opacity))
    }
}

/// `clipped()` and `clipShape(_:)`: content outside a shape in the view's bounds is not drawn.
public struct _ClipEffect: ViewModifier {
    public typealias Body = Never
    let shapePath: @MainActor (CGRect) -> Path

    func path(in rect: CGRect) -> Path { shapePath(rect) }
}

extension _ClipEffect: LayerEffect {
    var isNeutral: Bool { false }
    /// Only the part inside the clip takes presses.
    func allowsHit(at point: CGPoint, frame: CGRect) -> Bool { path(in: frame).contains(point) }
    func apply(to layer: inout DisplayList.Layer, frame: CGRect) {
        layer.clip = shapePath(frame)
    }
}

/// `shadow(color:radius:x:y:)`.
public struct _ShadowEffect: ViewModifier, Equatable {
    public typealias Body = Never
    var color: Color
    var radius: CGFloat
    var x: CGFloat
    var y: CGFloat

    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(radius, AnimatablePair(x, y)) }
        set { radius = newValue.first; x = newValue.second.first; y = newValue.second.second }
    }
}

extension _ShadowEffect: LayerEffect {
    var isNeutral: Bool { color.resolved.opacity == 0 }
    func apply(to layer: inout DisplayList.Layer, frame: CGRect) {
        layer.shadow = DisplayList.Shadow(color: color.resolved, radius: radius, x: x, y: y)
    }
}

/// `blur(radius:opaque:)`: a gaussian blur of `radius` points.
public struct _BlurEffect: ViewModifier, Equatable {
    public typealias Body = Never
    var radius: CGFloat

    public var animatableData: CGFloat {
        get { radius }
        set { radius = newValue }
    }
}

extension _BlurEffect: LayerEffect {
    var isNeutral: Bool { radius <= 0 }
    func apply(to layer: inout DisplayList.Layer, frame: CGRect) { layer.blurRadius = radius }
}

/// `blendMode(_:)`.
public struct _BlendModeEffect: ViewModifier, Equatable {
    public typealias Body = Never
    var mode: BlendMode
}

extension _BlendModeEffect: LayerEffect {
    var isNeutral: Bool { mode == .normal }
    func apply(to layer: inout DisplayList.Layer, frame: CGRect) { layer.blendMode = mode }
}

/// `compositingGroup()`: the content is composited as one group before effects outside it.
public struct _CompositingGroupEffect: ViewModifier, Equatable {
    public typealias Body = Never
}

extension _CompositingGroupEffect: LayerEffect {
    var isNeutral: Bool { false }
    func apply(to layer: inout DisplayList.Layer, frame: CGRect) {}
}

extension View {
    /// Draws the view with `opacity` (0 transparent ... 1 opaque).
    public func opacity(_ opacity: Double) -> some View { modifier(_OpacityEffect(opacity: opacity)) }

    /// Clips the view to its bounds.
    public func clipped(antialiased: Bool = false) -> some View {
        modifier(_ClipEffect(shapePath: { Path($0) }))
    }

    /// Clips the view to `shape` in its bounds.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(_ClipEffect(shapePath: { rect in
            shape.path(in: CGRect(origin: .zero, size: rect.size)).offsetBy(dx: rect.minX, dy: rect.minY)
        }))
    }

    /// Clips the view to a rounded rectangle of `cornerRadius`.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }

    /// Adds a shadow behind the view's content.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_ShadowEffect(color: color, radius: radius, x: x, y: y))
    }

    /// Blurs the view by `radius` points.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { modifier(_BlurEffect(radius: radius)) }

    /// Composites the view with `mode` over what is behind it.
    public func blendMode(_ mode: BlendMode) -> some View { modifier(_BlendModeEffect(mode: mode)) }

    /// Composites the view's content as one group.
    public func compositingGroup() -> some View { modifier(_CompositingGroupEffect()) }

    /// Draws a border of `width` points in `style` inside the view's bounds.
    public func border<S: ShapeStyle>(_ style: S, width: CGFloat = 1) -> some View {
        overlay { Rectangle().strokeBorder(style, lineWidth: width) }
    }
}
