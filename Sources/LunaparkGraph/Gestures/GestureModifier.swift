import Foundation
import LunaparkCore

/// `gesture(_:)`: the view's frame receives presses that no view inside it takes.
public struct _GestureModifier<G: Gesture>: ViewModifier {
    public typealias Body = Never
    let gesture: G

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        GestureNode<G>(parent: parent, graph: graph)
    }
}

@MainActor
final class GestureNode<G: Gesture>: SingleChildModifierNode<_GestureModifier<G>>, PointerHandling {
    private var recognizer: GestureRecognizer?
    /// The last press's recognizer, for gestures spanning presses.
    private var previousRecognizer: GestureRecognizer?
    private var rootToLocal = CGAffineTransform.identity

    override func hitTest(_ point: CGPoint) -> PointerTarget? {
        if let inner = super.hitTest(point) { return inner }
        guard environment.isEnabled, content?.hitShapeContains(point) ?? presentedFrame.contains(point) else { return nil }
        return PointerTarget(handler: self)
    }

    /// Maps root coordinates into this view's local ones, undoing the effects of its ancestors.
    private func computeRootToLocal() -> CGAffineTransform {
        var chain: [CGAffineTransform] = []
        var node: ViewNode? = parent
        while let n = node {
            if let effect = n as? TransformingNode { chain.append(effect.rootTransformForHitTesting.inverted()) }
            node = n.parent
        }
        var t = CGAffineTransform.identity
        for inverse in chain.reversed() { t = t.concatenating(inverse) }
        let frame = presentedFrame
        return t.concatenating(CGAffineTransform(translationX: -frame.minX, y: -frame.minY))
    }

    private var localBounds: CGRect { CGRect(origin: .zero, size: presentedFrame.size) }

    func pointerDown(at location: CGPoint, time: TimeInterval) {
        rootToLocal = computeRootToLocal()
        let next = model.gesture._makeRecognizer()
        if let previous = previousRecognizer { next.continues(from: previous) }
        next.applyPendingChanges = { [weak graph] in graph?.flushUpdates() }
        recognizer = next
        recognizer?.began(at: location.applying(rootToLocal), time: time, bounds: localBounds)
    }

    func pointerMoved(to location: CGPoint, time: TimeInterval) {
        recognizer?.moved(to: location.applying(rootToLocal), time: time, bounds: localBounds)
    }

    func pointerUp(at location: CGPoint, time: TimeInterval) {
        recognizer?.ended(at: location.applying(rootToLocal), time: time, bounds: localBounds)
        previousRecognizer = recognizer
        recognizer = nil
    }

    func pointerCancelled(time: TimeInterval) {
        recognizer?.cancelled(time: time)
        recognizer = nil
    }

    func claimsDrag(translation: CGSize) -> Bool { recognizer?.claimsDrags ?? false }
}

/// Nodes that transform their content's drawing (and so its input).
@MainActor
protocol TransformingNode {
    var rootTransformForHitTesting: CGAffineTransform { get }
}

extension View {
    /// Attaches `gesture` to this view.
    public func gesture<G: Gesture>(_ gesture: G) -> some View { modifier(_GestureModifier(gesture: gesture)) }

    /// Runs `action` when the view is tapped.
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded(action))
    }
}
