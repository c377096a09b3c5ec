import Foundation
import LunaparkCore

/// The part of `focusable` the graph sees: whether the view can take the focus, and what to
/// tell when it gains or loses it.
struct _FocusTargetModifier: ViewModifier {
    typealias Body = Never
    let isFocusable: Bool
    /// Whether a click focuses it (`FocusInteractions.edit`); the Tab key focuses it anyway.
    let clickFocuses: Bool
    /// Whether the innermost `focused` modifier's state names it (nil: no such modifier).
    let requestedFocus: Bool?
    /// Called with true when it gains the focus, false when it loses it.
    let focusChanged: @MainActor (Bool) -> Void

    static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        FocusTargetNode(parent: parent, graph: graph)
    }
}

@MainActor
final class FocusTargetNode: SingleChildModifierNode<_FocusTargetModifier>, PointerHandling {
    /// Whether it can take the focus now: focusable and enabled.
    var canFocus: Bool { model.isFocusable && environment.isEnabled && isAttached }

    override func modelDidChange(from old: _FocusTargetModifier?, context: UpdateContext) {
        super.modelDidChange(from: old, context: context)
        let hasFocus = graph.focusedView === self
        if hasFocus, !model.isFocusable {
            graph.moveFocus(to: nil)
        } else if let requested = model.requestedFocus, requested != old?.requestedFocus || old == nil {
            // A focus state set by code moves the focus here, or away from here.
            if requested, !hasFocus, model.isFocusable {
                graph.afterUpdate { [weak self] in if let self, self.isAttached { self.graph.moveFocus(to: self) } }
            } else if !requested, hasFocus {
                graph.moveFocus(to: nil)
            }
        }
    }

    override func willUnmount() {
        if graph.focusedView === self { graph.focusedView = nil }
        super.willUnmount()
    }

    override func hitTest(_ point: CGPoint) -> PointerTarget? {
        let inner = super.hitTest(point)
        guard graph.isFindingFocusTarget else { return inner }
        if let inner, innermostHandler(FocusTargetNode.self, in: inner.handler) != nil { return inner }
        let inside = canFocus && model.clickFocuses && (content?.hitShapeContains(point) ?? presentedFrame.contains(point))
        return inside ? PointerTarget(handler: self) : inner
    }

    // A target only while the graph looks for the view a click focuses: it takes no press.
    func pointerDown(at location: CGPoint, time: TimeInterval) {}
    func pointerMoved(to location: CGPoint, time: TimeInterval) {}
    func pointerUp(at location: CGPoint, time: TimeInterval) {}
}
