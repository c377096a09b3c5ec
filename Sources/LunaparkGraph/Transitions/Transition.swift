import Foundation
import LunaparkCore

/// How a view changes when it is inserted into or removed from the hierarchy (SwiftUI's iOS 17
/// `Transition`).
///
/// `body(content:phase:)` applies modifiers to `content` according to the phase: an inserted
/// view is shown in `.willAppear` and at once moved to `.identity` in the inserting transaction,
/// so the modifiers' values animate; a removed view moves from `.identity` to `.didDisappear`
/// and leaves when that animation ends. A transition runs on the same machinery as
/// `AnyTransition` (`AnyTransition(_:)` wraps it): the body is evaluated once per phase change,
/// never per frame, and the modifiers it returns animate as any modifier does. Like SwiftUI,
/// the body should not change the content's identity (`if`, `.id`): that would reset its state.
@MainActor @preconcurrency
public protocol Transition {
    /// The type of view `body(content:phase:)` returns.
    associatedtype Body: View

    /// The content the transition is applied to: a proxy for the inserted or removed view.
    typealias Content = PlaceholderContentView<Self>

    /// The content as it should look in `phase`.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body

    /// Facts about this transition type; `TransitionProperties()` (with motion) unless a type says otherwise.
    static var properties: TransitionProperties { get }
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }

    /// `content` as this transition shows it in `phase` (for composing transitions by hand).
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        content.modifier(_TransitionPhaseModifier(transition: self, phase: phase))
    }

    /// This transition and `other` at once: `other` is applied around this one.
    public func combined<T: Transition>(with other: T) -> some Transition {
        _CombinedTransition(first: self, second: other)
    }

    /// This transition run with `animation` whatever the animation of the change that inserts or
    /// removes the view (nil: without animation).
    public func animation(_ animation: Animation?) -> some Transition {
        _AnimatedTransition(base: self, animation: animation)
    }
}

/// The view a `Transition`'s body receives for the view it applies to (SwiftUI's
/// `PlaceholderContentView`). It stands for the transitioning view's node, which keeps its state
/// while the transition's body is evaluated in each phase.
public struct PlaceholderContentView<Value>: View {
    public typealias Body = Never
    weak var owner: (any ContentOwner)?

    init(owner: (any ContentOwner)?) { self.owner = owner }

    public static func _makeNode(_ view: Self, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        PlaceholderNode(parent: parent, graph: graph)
    }
}

extension PlaceholderContentView: PlaceholderView {
    var contentOwner: (any ContentOwner)? { owner }
}

/// A transition's body in one phase, as a modifier: what `AnyTransition(_:)` puts in its
/// active and identity slots and what `apply(content:phase:)` returns.
public struct _TransitionPhaseModifier<T: Transition>: ViewModifier {
    let transition: T
    let phase: TransitionPhase

    public func body(content: Content) -> T.Body {
        transition.body(content: PlaceholderContentView<T>(owner: content.owner), phase: phase)
    }
}

/// Transitions that are compositions of others (asymmetric, combined, with an animation) and
/// map onto `AnyTransition`'s own composition, so the animation they carry reaches the host.
@MainActor
protocol AnyTransitionConvertible {
    var anyTransition: AnyTransition { get }
}

extension AnyTransition {
    /// A type-erased `transition`: an inserted view runs its body from `.willAppear` to
    /// `.identity`, a removed one from `.identity` to `.didDisappear`.
    public init<T: Transition>(_ transition: T) {
        if let composite = transition as? any AnyTransitionConvertible {
            self = composite.anyTransition
            return
        }
        let identity = _TransitionPhaseModifier(transition: transition, phase: .identity)
        let insertion = Effect(active: _TransitionPhaseModifier(transition: transition, phase: .willAppear),
                               identity: identity)
        let removal = Effect(active: _TransitionPhaseModifier(transition: transition, phase: .didDisappear),
                             identity: identity)
        self.init(insertion: [insertion], removal: [removal])
    }
}

extension View {
    /// Sets how this view is inserted and removed, with an iOS 17 `Transition` value
    /// (`.transition(.blurReplace)`, `.transition(MyTransition())`).
    public func transition<T: Transition>(_ transition: T) -> some View {
        modifier(_TransitionTraitModifier(transition: AnyTransition(transition)))
    }
}
