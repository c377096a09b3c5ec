import Foundation
import LunaparkCore

/// One transition for insertion and another for removal (SwiftUI's `AsymmetricTransition`).
///
/// In every phase both are applied, the one not in use at `.identity`, so the view's structure
/// is the same in all phases and a removal that interrupts an insertion animates from where it is.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
    /// The transition used when the view is inserted.
    public var insertion: Insertion
    /// The transition used when the view is removed.
    public var removal: Removal

    /// Inserts with `insertion` and removes with `removal`.
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        removal.apply(content: insertion.apply(content: content, phase: phase == .willAppear ? .willAppear : .identity),
                      phase: phase == .didDisappear ? .didDisappear : .identity)
    }

    /// With motion when either transition has it.
    public static var properties: TransitionProperties {
        TransitionProperties(hasMotion: Insertion.properties.hasMotion || Removal.properties.hasMotion)
    }
}

extension AsymmetricTransition: AnyTransitionConvertible {
    var anyTransition: AnyTransition {
        .asymmetric(insertion: AnyTransition(insertion), removal: AnyTransition(removal))
    }
}

extension Transition {
    /// Inserts with `insertion` and removes with `removal`.
    public static func asymmetric<I: Transition, R: Transition>(insertion: I, removal: R) -> Self
    where Self == AsymmetricTransition<I, R> {
        AsymmetricTransition(insertion: insertion, removal: removal)
    }
}

/// Two transitions at once (what `combined(with:)` returns): `second` is applied around `first`.
struct _CombinedTransition<First: Transition, Second: Transition>: Transition {
    var first: First
    var second: Second

    func body(content: Content, phase: TransitionPhase) -> some View {
        second.apply(content: first.apply(content: content, phase: phase), phase: phase)
    }

    static var properties: TransitionProperties {
        TransitionProperties(hasMotion: First.properties.hasMotion || Second.properties.hasMotion)
    }
}

extension _CombinedTransition: AnyTransitionConvertible {
    var anyTransition: AnyTransition { AnyTransition(first).combined(with: AnyTransition(second)) }
}

/// A transition with its own animation (what `animation(_:)` returns).
struct _AnimatedTransition<Base: Transition>: Transition {
    var base: Base
    var animation: Animation?

    /// The base's body: the animation is the host's business (see `AnyTransition.animation(_:)`).
    func body(content: Content, phase: TransitionPhase) -> some View {
        base.apply(content: content, phase: phase)
    }

    static var properties: TransitionProperties { Base.properties }
}

extension _AnimatedTransition: AnyTransitionConvertible {
    var anyTransition: AnyTransition { AnyTransition(base).animation(animation) }
}
