import Foundation
import LunaparkCore

/// How a view enters and leaves the render tree (SwiftUI's `AnyTransition`).
///
/// A transition is a list of modifier pairs: an inserted view starts with
/// the `active` modifiers and animates to `identity`; a removed view stays in
/// the tree, animates from `identity` to `active` and leaves when that
/// finishes. Transitions only run when the change's transaction animates.
@MainActor
public struct AnyTransition {
    struct Effect {
        let active: any ViewModifier
        let identity: any ViewModifier
    }

    let insertion: [Effect]
    let removal: [Effect]
    let animation: Animation?

    init(insertion: [Effect], removal: [Effect], animation: Animation? = nil) {
        self.insertion = insertion
        self.removal = removal
        self.animation = animation
    }

    private init(symmetric effect: Effect) {
        self.init(insertion: [effect], removal: [effect])
    }

    /// A transition from `active` to `identity` (SwiftUI's `AnyTransition.modifier(active:identity:)`).
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(symmetric: Effect(active: active, identity: identity))
    }

    /// Fades the view in and out (the default transition).
    public static var opacity: AnyTransition { AnyTransition.modifier(active: _OpacityEffect(opacity: 0), identity: _OpacityEffect(opacity: 1)) }

    /// Scales the view from (and to) nothing about its centre.
    public static var scale: AnyTransition { AnyTransition.scale(scale: 0, anchor: .center) }

    /// Scales the view from (and to) `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        .modifier(active: _ScaleEffect(scale: CGSize(width: scale, height: scale), anchor: anchor),
                  identity: _ScaleEffect(scale: CGSize(width: 1, height: 1), anchor: anchor))
    }

    /// Moves the view in from `offset` (and out to it).
    public static func offset(_ offset: CGSize) -> AnyTransition {
        .modifier(active: _OffsetEffect(offset: offset), identity: _OffsetEffect(offset: .zero))
    }

    /// Moves the view in from, and out to, `x` points right and `y` points down
    /// of its place (negative values: left and up).
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        offset(CGSize(width: x, height: y))
    }

    /// Moves the view in from `edge` of its own frame (and out towards it).
    public static func move(edge: Edge) -> AnyTransition {
        .modifier(active: _MoveTransitionEffect(edge: edge, progress: 1), identity: _MoveTransitionEffect(edge: edge, progress: 0))
    }

    /// Inserts from the leading edge and removes towards the trailing edge.
    public static var slide: AnyTransition { AnyTransition.asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing)) }

    /// Pushes in from `edge` and out towards the opposite edge, fading as it goes.
    public static func push(from edge: Edge) -> AnyTransition {
        let opposite: Edge = switch edge {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
        return .asymmetric(insertion: .move(edge: edge).combined(with: .opacity),
                           removal: .move(edge: opposite).combined(with: .opacity))
    }

    /// No visible change: the view appears and leaves at once (after the animation, for removal).
    public static var identity: AnyTransition { AnyTransition(insertion: [], removal: []) }

    /// One transition for insertion, another for removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal, animation: insertion.animation ?? removal.animation)
    }

    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion + other.insertion, removal: removal + other.removal,
                      animation: animation ?? other.animation)
    }

    /// This transition, run with `animation` whatever the change's animation is.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(insertion: insertion, removal: removal, animation: animation)
    }
}

/// Moves a view by `progress` times its own size towards `edge` (for `.move(edge:)`).
public struct _MoveTransitionEffect: GeometryEffect, LayoutDirectionalEffect, Equatable {
    var edge: Edge
    var progress: CGFloat

    public var animatableData: CGFloat {
        get { progress }
        set { progress = newValue }
    }

    /// Left to right; the node uses `effectValue(size:layoutDirection:)`.
    public func effectValue(size: CGSize) -> ProjectionTransform {
        effectValue(size: size, layoutDirection: .leftToRight)
    }

    /// Leading and trailing are the left and right edges left to right, the right and left
    /// edges right to left (so `.slide` comes in from the right there, as in SwiftUI).
    func effectValue(size: CGSize, layoutDirection: LayoutDirection) -> ProjectionTransform {
        let leadingSign: CGFloat = layoutDirection == .rightToLeft ? 1 : -1
        let (dx, dy): (CGFloat, CGFloat) = switch edge {
        case .leading: (leadingSign * size.width, 0)
        case .trailing: (-leadingSign * size.width, 0)
        case .top: (0, -size.height)
        case .bottom: (0, size.height)
        }
        return ProjectionTransform(CGAffineTransform(translationX: dx * progress, y: dy * progress))
    }
}

/// An effect that changes nothing: what `.identity` animates so that its removal lasts
/// as long as the transaction's animation.
public struct _IdentityTransitionEffect: GeometryEffect, Equatable {
    var progress: Double

    public var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    public func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform() }
}

/// `.transition(_:)`: marks the view with the transition its container uses to insert and remove it.
public struct _TransitionTraitModifier: ViewModifier {
    public typealias Body = Never
    let transition: AnyTransition

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        TransitionNode(parent: parent, graph: graph)
    }
}

@MainActor
final class TransitionNode: SingleChildModifierNode<_TransitionTraitModifier> {
    var transition: AnyTransition { model.transition }
}

extension View {
    /// Sets how this view is inserted and removed when a container adds or removes it in an animated change.
    public func transition(_ t: AnyTransition) -> some View {
        modifier(_TransitionTraitModifier(transition: t))
    }

    /// Gives the view an explicit identity: when `id` changes, the view is a new view
    /// (the old one is removed with its transition, the new one inserted).
    public func id<ID: Hashable>(_ id: ID) -> some View {
        _IdentifiedView(content: self, id: AnyHashable(id))
    }
}

/// A view with an explicit identity (what `.id(_:)` makes).
public struct _IdentifiedView<Content: View>: View {
    public typealias Body = Never
    let content: Content
    let id: AnyHashable

    public static func _makeNode(_ view: Self, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        ListNode(kind: .identity, parent: parent, graph: graph)
    }
}

extension _IdentifiedView: ListContent {
    var listKind: ListNode.Kind { .identity }
    var listChildren: [ListChild] { [ListChild(key: .id(id), view: content)] }
}
