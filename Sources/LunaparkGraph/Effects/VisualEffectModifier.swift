import Foundation
import LunaparkCore

extension View {
    /// Applies effects that depend on the view's own geometry (SwiftUI's `visualEffect(_:)`,
    /// iOS 17): `effect` receives an `EmptyVisualEffect` to chain effects on and a
    /// `GeometryProxy` of the view's frame (`frame(in: .global)` in window coordinates, moved
    /// by the scrolling of the scroll views around it; named coordinate spaces as for `GeometryReader`).
    ///
    /// The closure runs again whenever the view's presented frame changes (frames of a layout
    /// animation included) or the modifier changes, without evaluating any body; its effects
    /// never change layout. Presses follow the drawn view.
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        modifier(_VisualEffectModifier { effect(EmptyVisualEffect(), $0)._steps })
    }
}

/// `visualEffect(_:)`.
public struct _VisualEffectModifier: ViewModifier {
    public typealias Body = Never
    let steps: @Sendable (GeometryProxy) -> [_VisualEffectStep]

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        VisualEffectNode(parent: parent, graph: graph)
    }
}

/// The node of `visualEffect(_:)`: a layer made from the closure's effects for the presented frame.
@MainActor
final class VisualEffectNode: SingleChildModifierNode<_VisualEffectModifier>, TransformingNode {
    override func modelDidChange(from old: _VisualEffectModifier?, context: UpdateContext) {
        graph.setNeedsDisplay()
    }

    /// The layer for the frame the view is drawn in now.
    private var currentLayer: DisplayList.Layer {
        let frame = presentedFrame
        let proxy = GeometryProxy(size: frame.size, globalFrame: windowFrame(of: frame), namedFrames: namedCoordinateSpaceFrames())
        return model.steps(proxy).layer(id: displayID(4), frame: frame)
    }

    /// The affine part of the effects (gesture locations; hit testing itself is projective).
    var rootTransformForHitTesting: CGAffineTransform { currentLayer.transform }

    override func render(into builder: inout DisplayListBuilder) {
        builder.beginLayer(currentLayer)
        super.render(into: &builder)
        builder.endLayer()
    }

    override func hitTest(_ point: CGPoint) -> PointerTarget? {
        guard let local = currentLayer.contentPoint(forParentPoint: point) else { return nil }
        return super.hitTest(local)
    }
}
