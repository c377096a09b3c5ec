import Foundation
import LunaparkCore

/// Fades the view in on insertion and out on removal (SwiftUI's `OpacityTransition`, `.opacity`).
public struct OpacityTransition: Transition {
    public init() {}

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }

    /// A fade has no motion.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

extension Transition where Self == OpacityTransition {
    /// From transparent to opaque on insertion, and back on removal.
    public static var opacity: OpacityTransition { OpacityTransition() }
}

/// Scales the view from `scale` on insertion and to it on removal (SwiftUI's `ScaleTransition`).
public struct ScaleTransition: Transition {
    /// The scale outside the identity phase (0: a point; 1: no change; above 1: larger).
    public var scale: Double
    /// The fixed point of the scaling, in unit coordinates of the view.
    public var anchor: UnitPoint

    /// Scales by `scale` about `anchor`.
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : CGFloat(scale), anchor: anchor)
    }
}

extension Transition where Self == ScaleTransition {
    /// Scales the view from nothing about its centre (and back to nothing on removal).
    public static var scale: ScaleTransition { ScaleTransition(0) }

    /// Scales the view from `scale` about `anchor` (and back on removal).
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> Self {
        ScaleTransition(scale, anchor: anchor)
    }
}

/// Moves the view in from `edge` of its own frame and out towards it (SwiftUI's `MoveTransition`).
public struct MoveTransition: Transition {
    /// The edge the view comes from and goes to.
    public var edge: Edge

    /// Moves by the view's own size towards `edge`.
    public init(edge: Edge) { self.edge = edge }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(_MoveTransitionEffect(edge: edge, progress: phase.isIdentity ? 0 : 1))
    }
}

extension Transition where Self == MoveTransition {
    /// Moves the view in from, and out towards, `edge` of its own frame.
    public static func move(edge: Edge) -> Self { MoveTransition(edge: edge) }
}

/// Inserts from the leading edge and removes towards the trailing edge (SwiftUI's `SlideTransition`).
///
/// One effect carries both directions (progress `-phase.value` towards the leading edge), so a
/// removal that interrupts an insertion continues from where the view is.
public struct SlideTransition: Transition {
    public init() {}

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(_MoveTransitionEffect(edge: .leading, progress: CGFloat(-phase.value)))
    }
}

extension Transition where Self == SlideTransition {
    /// In from the leading edge, out towards the trailing edge.
    public static var slide: SlideTransition { SlideTransition() }
}

/// Moves in from `edge` fading in, and out towards the opposite edge fading out (SwiftUI's `PushTransition`).
public struct PushTransition: Transition {
    /// The edge the view comes in from.
    public var edge: Edge

    /// Pushes in from `edge`.
    public init(edge: Edge) { self.edge = edge }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        // Progress 1 is `edge`'s side, -1 the opposite side: `willAppear` is -1, `didDisappear` 1.
        content
            .modifier(_MoveTransitionEffect(edge: edge, progress: CGFloat(-phase.value)))
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

extension Transition where Self == PushTransition {
    /// In from `edge` while fading in, out towards the opposite edge while fading out.
    public static func push(from edge: Edge) -> Self { PushTransition(edge: edge) }
}

/// Moves the view in from `offset` and out to it (SwiftUI's `OffsetTransition`).
public struct OffsetTransition: Transition {
    /// The displacement outside the identity phase, in points (positive: right and down).
    public var offset: CGSize

    /// Moves by `offset`.
    public init(_ offset: CGSize) { self.offset = offset }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
}

extension Transition where Self == OffsetTransition {
    /// In from `offset` points away, out to it.
    public static func offset(_ offset: CGSize) -> Self { OffsetTransition(offset) }

    /// In from `x` points right and `y` points down of the view's place, out to it.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { OffsetTransition(CGSize(width: x, height: y)) }
}

/// Leaves the view as it is (SwiftUI's `IdentityTransition`): it appears at once, and a removal
/// lasts as long as the change's animation.
public struct IdentityTransition: Transition {
    public init() {}

    public func body(content: Content, phase: TransitionPhase) -> some View { content }

    /// No motion.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

extension IdentityTransition: AnyTransitionConvertible {
    var anyTransition: AnyTransition { .identity }
}

extension Transition where Self == IdentityTransition {
    /// The view unchanged in every phase.
    public static var identity: IdentityTransition { IdentityTransition() }
}
