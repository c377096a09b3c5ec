import Foundation
import LunaparkCore

/// An effect that changes where a view is drawn (SwiftUI's `GeometryEffect`):
/// `effectValue(size:)` maps the view's local coordinates (origin at its
/// top-leading corner, `size` its layout size). Layout is not affected, and a
/// change of the effect only composites the view's cached drawing again.
@MainActor @preconcurrency
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        GeometryEffectNode<Self>(parent: parent, graph: graph)
    }
}

/// The node of a `GeometryEffect`: a layer whose transform is the effect in root coordinates
/// (a projective one when the effect has perspective, as `rotation3DEffect` does).
@MainActor
final class GeometryEffectNode<E: GeometryEffect>: AnimatableModifierNode<E>, TransformingNode {
    /// The affine part of the effect: gestures inside a perspective effect measure their
    /// locations through it (hit testing itself is projective, see `hitTest`).
    var rootTransformForHitTesting: CGAffineTransform { rootProjection.affine }

    // A changed effect rewrites its layer in place, or asks for a new list when the layer comes or goes.
    override var tracksDisplayChanges: Bool { true }

    /// True for effects that depend on the layout direction (`.move(edge: .leading)`, `.slide`,
    /// `flipsForRightToLeftLayoutDirection`); decided once per type.
    private let readsLayoutDirection = E.self is any LayoutDirectionalEffect.Type

    /// The effect as a transform of root coordinates, for the presented frame.
    private var rootProjection: ProjectionTransform {
        let frame = presentedFrame
        // The effect is in the view's local coordinates, whose origin is the frame's corner.
        let effect: ProjectionTransform
        if readsLayoutDirection, let directional = presented as? any LayoutDirectionalEffect {
            effect = directional.effectValue(size: frame.size, layoutDirection: environment.layoutDirection)
        } else {
            effect = presented.effectValue(size: frame.size)
        }
        if effect.isAffine { return ProjectionTransform(effect.affine.about(frame.origin)) }
        return ProjectionTransform(CGAffineTransform(translationX: -frame.minX, y: -frame.minY))
            .concatenating(effect)
            .concatenating(ProjectionTransform(CGAffineTransform(translationX: frame.minX, y: frame.minY)))
    }

    // Specialized for the built-in effects (see `AnimatableModifierNode.stepAnimations(to:)`
    // for why the work is in a separate method): unspecialized, computing the transform
    // looked up `Optional<E>` metadata on every call (callgrind, 2,000 springing views:
    // 6% of a frame).
    @_specialize(where E == _OffsetEffect)
    @_specialize(where E == _RotationEffect)
    @_specialize(where E == _ScaleEffect)
    override func render(into builder: inout DisplayListBuilder) {
        renderEffect(into: &builder)
    }

    @inline(never)
    private final func renderEffect(into builder: inout DisplayListBuilder) {
        render(inLayer: currentLayer, into: &builder)
    }

    /// The layer this effect draws its content in now: its transform in root coordinates, or
    /// its projection when that has perspective; nil for an identity transform (no layer)
    /// unless the effect animates (`effectIsAnimating`).
    private final var currentLayer: DisplayList.Layer? {
        let projection = rootProjection
        if projection.isAffine {
            let transform = projection.affine
            return transform.isIdentity && !effectIsAnimating ? nil : DisplayList.Layer(id: displayID(1), transform: transform)
        }
        var layer = DisplayList.Layer(id: displayID(1))
        layer.projection = projection
        return layer
    }

    // An animation frame moves the layer in the last display list rather than redrawing the tree.
    @_specialize(where E == _OffsetEffect)
    @_specialize(where E == _RotationEffect)
    @_specialize(where E == _ScaleEffect)
    override func presentationDidChange() {
        rewriteLayer()
    }

    @inline(never)
    private final func rewriteLayer() {
        rewriteLayer { currentLayer }
    }

    /// A press lands where the projected content is: the point is mapped back through the
    /// inverse projection (no hit where that point is behind the eye or the effect collapses).
    override func hitTest(_ point: CGPoint) -> PointerTarget? {
        let projection = rootProjection
        if projection.isAffine { return super.hitTest(point.applying(projection.affine.inverted())) }
        var inverse = projection
        guard inverse.invert(), let local = inverse.apply(to: point) else { return nil }
        return super.hitTest(local)
    }
}
