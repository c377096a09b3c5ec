import Foundation
import LunaparkCore

/// How a view's gesture shares a press with its subviews' gestures.
enum GesturePriority: Sendable {
    /// `gesture(_:)`: a subview's gesture under the pointer takes the press; the view's only
    /// gets presses no subview takes.
    case normal
    /// `highPriorityGesture(_:)`: both receive the press; once the view's gesture reports a
    /// value (or ends) the subviews' press is cancelled.
    case high
    /// `simultaneousGesture(_:)`: both receive every event of the press.
    case simultaneous
}

/// `gesture(_:)`, `highPriorityGesture(_:)` and `simultaneousGesture(_:)`: the view's frame
/// (or its `contentShape`) receives presses, shared with its subviews' gestures as `priority` says.
public struct _GestureModifier<G: Gesture>: ViewModifier {
    public typealias Body = Never
    let gesture: G
    let mask: GestureMask
    let priority: GesturePriority

    init(gesture: G, mask: GestureMask = .all, priority: GesturePriority = .normal) {
        self.gesture = gesture
        self.mask = mask
        self.priority = priority
    }

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        GestureNode<G>(parent: parent, graph: graph)
    }
}

/// A pointer handler whose recognizer's phase a `GesturePairHandler` watches.
@MainActor
protocol GesturePhaseReporting: PointerHandling {
    /// Whether the gesture has taken the current (or just released) press: it ended, or it is
    /// active and claims presses while active.
    var hasTakenPress: Bool { get }
}

@MainActor
final class GestureNode<G: Gesture>: SingleChildModifierNode<_GestureModifier<G>>, GesturePhaseReporting, ScheduledNode {
    private var recognizer: GestureRecognizer?
    /// The last press's recognizer, for gestures spanning presses.
    private var previousRecognizer: GestureRecognizer?
    private var rootToLocal = CGAffineTransform.identity

    override func hitTest(_ point: CGPoint) -> PointerTarget? {
        let inner = model.mask.contains(.subviews) ? super.hitTest(point) : nil
        let own = model.mask.contains(.gesture) && environment.isEnabled
            && (content?.hitShapeContains(point) ?? presentedFrame.contains(point))
        guard own else { return inner }
        guard let inner else { return PointerTarget(handler: self) }
        switch model.priority {
        case .normal: return inner
        case .high: return PointerTarget(handler: GesturePairHandler(own: self, inner: inner.handler, exclusive: true))
        case .simultaneous: return PointerTarget(handler: GesturePairHandler(own: self, inner: inner.handler, exclusive: false))
        }
    }

    var hasTakenPress: Bool {
        guard let current = recognizer ?? previousRecognizer else { return false }
        return current.phase == .ended || (current.phase == .active && current.claimsPressWhenActive)
    }

    /// Maps root coordinates into this view's local ones, undoing the effects of its ancestors.
    private func computeRootToLocal() -> CGAffineTransform {
        var chain: [CGAffineTransform] = []
        var child: ViewNode = self
        var node: ViewNode? = parent
        while let n = node {
            // A presented layer (a menu, a sheet) is placed in the window's coordinates: the
            // effects around its presenter (a scroll view's offset) do not move it.
            if let presenter = n as? PresentationModifierNode, presenter.layer === child { break }
            if let effect = n as? TransformingNode { chain.append(effect.rootTransformForHitTesting.inverted()) }
            child = n
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
        next.applyPendingChanges = { [link = graph.link] in link.graph?.flushUpdates() }
        recognizer = next
        next.deliverBegan(at: location.applying(rootToLocal), time: time, bounds: localBounds,
                          modifiers: graph.pointerModifiers)
        if next.wakeTime != nil { graph.registerScheduled(self) }
    }

    func pointerMoved(to location: CGPoint, time: TimeInterval) {
        recognizer?.deliverMoved(to: location.applying(rootToLocal), time: time, bounds: localBounds)
    }

    func pointerUp(at location: CGPoint, time: TimeInterval) {
        recognizer?.deliverEnded(at: location.applying(rootToLocal), time: time, bounds: localBounds)
        previousRecognizer = recognizer
        recognizer = nil
        graph.unregisterScheduled(self)
    }

    func pointerCancelled(time: TimeInterval) {
        recognizer?.deliverCancelled(time: time)
        recognizer = nil
        graph.unregisterScheduled(self)
    }

    func claimsDrag(translation: CGSize) -> Bool { recognizer?.claimsDrags ?? false }

    // MARK: ScheduledNode (a long press ends while the pointer is held still)

    var nextEntryTime: TimeInterval? {
        guard let recognizer, recognizer.isTracking else { return nil }
        return recognizer.wakeTime
    }

    func applyNextEntry() { recognizer?.deliverTime(graph.currentTime) }

    func skipEntries(upTo time: TimeInterval) {}
}

/// Nodes that transform their content's drawing (and so its input).
@MainActor
protocol TransformingNode {
    var rootTransformForHitTesting: CGAffineTransform { get }
}

extension View {
    /// Attaches `gesture` to this view, below its subviews' gestures: a subview's gesture under
    /// the pointer takes the press. `mask` `.subviews` leaves only the subviews' gestures,
    /// `.gesture` only this one, `.none` neither.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, mask: mask))
    }

    /// Attaches `gesture` with precedence over the subviews' gestures: both receive the press
    /// until this one reports a value or ends, which cancels the subviews' (a `Button` inside
    /// then does not fire).
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, mask: mask, priority: .high))
    }

    /// Attaches `gesture` so that it recognizes at the same time as the subviews' gestures:
    /// both receive every event of a press.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, mask: mask, priority: .simultaneous))
    }

    /// Runs `action` when the view is tapped.
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded(action))
    }
}
