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

/// The node of a `GeometryEffect`: a layer whose transform is the effect in root coordinates.
@MainActor
final class GeometryEffectNode<E: GeometryEffect>: AnimatableModifierNode<E>, TransformingNode {
    var rootTransformForHitTesting: CGAffineTransform { rootTransform }

    // A changed effect rewrites its layer in place, or asks for a new list when the layer comes or goes.
    override var tracksDisplayChanges: Bool { true }

    /// The effect as a transform of root coordinates, for the presented frame.
    private var rootTransform: CGAffineTransform {
        let frame = presentedFrame
        // The effect is in the view's local coordinates, whose origin is the frame's corner.
        return presented.effectValue(size: frame.size).affine.about(frame.origin)
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

    /// The layer this effect draws its content in now: its transform in root coordinates;
    /// nil for an identity transform (no layer).
    private final var currentLayer: DisplayList.Layer? {
        let transform = rootTransform
        return transform.isIdentity ? nil : DisplayList.Layer(id: displayID(1), transform: transform)
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

    override func hitTest(_ point: CGPoint) -> PointerTarget? {
        super.hitTest(point.applying(rootTransform.inverted()))
    }
}
