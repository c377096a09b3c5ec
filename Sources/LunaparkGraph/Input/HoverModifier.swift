import Foundation
import LunaparkCore

/// Tells its action when the pointer enters or leaves its content's frame (SwiftUI's
/// `onHover(perform:)`), or where the pointer is while it is inside (`onContinuousHover`).
struct _HoverModifier: ViewModifier {
    typealias Body = Never
    let action: HoverAction

    static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        HoverNode(parent: parent, graph: graph)
    }
}

/// What a hover modifier reports.
enum HoverAction {
    /// `onHover`: true on entering, false on leaving.
    case enterAndLeave(@MainActor (Bool) -> Void)
    /// `onContinuousHover`: `.active` with the location in `space` at every move inside,
    /// `.ended` on leaving.
    case continuous(space: CoordinateSpace, @MainActor (HoverPhase) -> Void)
}

@MainActor
final class HoverNode: SingleChildModifierNode<_HoverModifier> {
    /// Whether the pointer was inside at the last move.
    private(set) var isHovered = false

    override func modelDidChange(from old: _HoverModifier?, context: UpdateContext) {
        super.modelDidChange(from: old, context: context)
        if old == nil { graph.hoverNodes.append(Weak(self)) }
    }

    override func willUnmount() {
        graph.hoverNodes.removeAll { $0.node === self || $0.node == nil }
        super.willUnmount()
    }

    /// Reports a pointer move to `point` (window coordinates). The frame is the one shown in
    /// the window (moved by the scroll views around the view); a disabled view reports nothing new.
    func pointerMoved(to point: CGPoint) {
        let frame = windowFrame(of: presentedFrame)
        let inside = environment.isEnabled && frame.contains(point)
        let entered = inside != isHovered
        isHovered = inside
        switch model.action {
        case .enterAndLeave(let action):
            if entered { action(inside) }
        case .continuous(let space, let action):
            if inside {
                action(.active(location(of: point, in: space, frame: frame)))
            } else if entered {
                action(.ended)
            }
        }
    }

    /// `point` (window coordinates) in `space`: from the view's top-leading corner for `.local`,
    /// the nearest named space's for `.named` (the window's without one), the window's for `.global`.
    private func location(of point: CGPoint, in space: CoordinateSpace, frame: CGRect) -> CGPoint {
        let origin: CGPoint
        switch space {
        case .local: origin = frame.origin
        case .global: origin = .zero
        case .named: origin = namedCoordinateSpaceFrames()[space]?.origin ?? .zero
        }
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }

    /// A weak reference to a hover node, kept by the graph.
    struct Weak {
        weak var node: HoverNode?
        init(_ node: HoverNode) { self.node = node }
    }
}

/// Where the pointer is over a view with `onContinuousHover` (SwiftUI's `HoverPhase`).
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is inside the view, at this location (points, in the coordinate space
    /// the modifier names).
    case active(CGPoint)
    /// The pointer left the view (or the view was disabled while under it).
    case ended
}

extension View {
    /// Calls `action` with true when the pointer moves into this view's frame and false when
    /// it moves out (with or without a button held; a disabled view reports nothing new).
    /// The mouse's moves come from SDL; a `HeadlessHost` simulates them with `hover(at:)`.
    public func onHover(perform action: @escaping @MainActor (Bool) -> Void) -> some View {
        modifier(_HoverModifier(action: .enterAndLeave(action)))
    }

    /// Calls `action` with `.active(location)` at every pointer move inside this view's frame
    /// (the location in `coordinateSpace`, points) and with `.ended` when the pointer leaves
    /// (SwiftUI's `onContinuousHover(coordinateSpace:perform:)`). It uses the same frame as
    /// `onHover`, and, like it, reports moves with or without a button held.
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local,
                                  perform action: @escaping @MainActor (HoverPhase) -> Void) -> some View {
        modifier(_HoverModifier(action: .continuous(space: coordinateSpace, action)))
    }
}
