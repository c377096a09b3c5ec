import Foundation
import LunaparkCore

/// How an animation frame of a view changes the picture: what the inspector's
/// outlines colour it by.
public enum AnimationDrawKind: Sendable, CaseIterable {
    /// Its layer is rewritten in place (offset, scale, rotation, opacity and the other
    /// layer effects): no tree walk, no drawing redrawn.
    case layerRewrite
    /// What it draws changes (a shape's path or colour, an `Animatable` view's or
    /// modifier's body run again): the drawing is made again.
    case redraw
    /// Its frame moves by layout (a change that resized or moved it in an animated transaction).
    case layout
}

extension ViewNode {
    /// How this node's running animation changes the picture this frame.
    var animationDrawKind: AnimationDrawKind {
        if frameAnimation != nil { return .layout }
        if let owner = self as? LayerSlotOwning, case .layer = owner.layerSlot?.content { return .layerRewrite }
        return .redraw
    }

    /// The views under `point` (root coordinates before this node's effects) that take presses,
    /// topmost first: the press goes to the first that takes it. Looks through the effects that
    /// move content (offsets, scroll offsets, geometry effects) as hit testing does.
    func collectPointerTargets(at point: CGPoint, into targets: inout [ViewNode]) {
        var local = point
        if let transforming = self as? TransformingNode {
            local = point.applying(transforming.rootTransformForHitTesting.inverted())
        }
        for child in children.reversed() where !child.isRemoving {
            child.collectPointerTargets(at: local, into: &targets)
        }
        if self is PointerHandling, let target = hitTest(point), target.handler === self as AnyObject {
            targets.append(self)
        }
    }
}

/// A node that records where its layer is in the display list.
@MainActor
protocol LayerSlotOwning {
    var layerSlot: DisplayListSlot? { get }
}

extension AnimatableModifierNode: LayerSlotOwning {}
