import Foundation
import LunaparkCore

extension View {
    /// Changes the view as it enters and leaves the visible region of the scroll view around it
    /// (SwiftUI's `scrollTransition(_:axis:transition:)`): `transition` is called with the
    /// identity phase and with the phase of the edge the view is nearest, and the view is drawn
    /// between the two effects by `configuration` (see `ScrollTransitionConfiguration`).
    ///
    /// `axis` nil means the scroll view's axis (vertical when it scrolls both ways). Outside a
    /// scroll view the view stays in the identity phase. Layout is not affected; presses follow
    /// the drawn view.
    public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        modifier(_ScrollTransitionModifier(configuration: configuration, axis: axis) { transition(EmptyVisualEffect(), $0)._steps })
    }
}

/// `scrollTransition(_:axis:transition:)`.
public struct _ScrollTransitionModifier: ViewModifier {
    public typealias Body = Never
    let configuration: ScrollTransitionConfiguration
    let axis: Axis?
    let steps: @Sendable (ScrollTransitionPhase) -> [_VisualEffectStep]

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        ScrollTransitionNode(parent: parent, graph: graph)
    }
}

/// The node of a scroll transition: a layer drawn between the identity and edge effects.
@MainActor
final class ScrollTransitionNode: SingleChildModifierNode<_ScrollTransitionModifier>, ScrollRegionObserving, TransformingNode {
    /// -1 ... 1: how far towards the top-leading (negative) or bottom-trailing edge phase.
    private var progress: Double = 0
    /// The animated progress of an `.animated` configuration.
    private var animatedProgress: AnimatedValue<Double>?

    override func modelDidChange(from old: _ScrollTransitionModifier?, context: UpdateContext) {
        graph.setNeedsDisplay()
    }

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        super.placeSubtree(in: rect, transaction: transaction)
        enclosingScrollView?.addObserver(self)
        updateProgress()
    }

    func scrollRegionDidChange() { updateProgress() }

    /// The fraction of the view outside the scroll view's visible region along the axis,
    /// negative before it: the interactive progress.
    private func outsideFraction() -> Double {
        guard let scroll = enclosingScrollView else { return 0 }
        let axis = model.axis ?? (scroll.axes == .horizontal ? .horizontal : .vertical)
        let frame = layoutFrame
        let visible = scroll.visibleContentRect
        let length = frame.size[axis]
        guard length > 0 else { return 0 }
        let before = visible.origin[axis] - frame.origin[axis]
        let after = (frame.origin[axis] + length) - (visible.origin[axis] + visible.size[axis])
        if before > 0 { return -min(1, Double(before / length)) }
        if after > 0 { return min(1, Double(after / length)) }
        return 0
    }

    private func updateProgress() {
        let outside = outsideFraction()
        let old = progress
        switch model.configuration.mode {
        case .identity:
            progress = 0
        case .interactive(let curve):
            progress = outside < 0 ? -curve.value(at: -outside) : curve.value(at: outside)
        case .animated(let animation):
            let target: Double = abs(outside) >= 1 ? (outside < 0 ? -1 : 1) : 0
            if animatedProgress == nil { animatedProgress = AnimatedValue(target); progress = target }
            var transaction = Transaction()
            transaction.animation = animation
            animatedProgress!.setTarget(target, transaction: transaction, at: graph.currentTime)
            if animatedProgress!.isAnimating { graph.registerAnimating(self) }
        }
        if progress != old { graph.setNeedsDisplay() }
    }

    override func stepAnimations(to time: TimeInterval) -> Bool {
        let framesRunning = super.stepAnimations(to: time)
        guard var animated = animatedProgress, animated.isAnimating else { return framesRunning }
        progress = animated.value(at: time)
        animatedProgress = animated
        graph.setNeedsDisplay()
        return animated.isAnimating || framesRunning
    }

    /// The effect's steps now: the edge phase's, `|progress|` of the way from the identity's.
    private var currentSteps: [_VisualEffectStep] {
        let identity = model.steps(.identity)
        guard progress != 0 else { return identity }
        return model.steps(progress < 0 ? .topLeading : .bottomTrailing).blended(from: identity, fraction: abs(progress))
    }

    private var currentLayer: DisplayList.Layer { currentSteps.layer(id: displayID(3), frame: presentedFrame) }

    var rootTransformForHitTesting: CGAffineTransform { currentLayer.transform }

    override func render(into builder: inout DisplayListBuilder) {
        builder.beginLayer(currentLayer)
        super.render(into: &builder)
        builder.endLayer()
    }

    override func hitTest(_ point: CGPoint) -> PointerTarget? {
        // Through the projection too: a scroll transition's `rotation3DEffect` tilts what is hit.
        guard let local = currentLayer.contentPoint(forParentPoint: point) else { return nil }
        return super.hitTest(local)
    }
}
