import Foundation
import LunaparkCore

/// A modifier whose body's animation stops at its content's placeholder: the content is
/// updated and placed with the transaction that reached the modifier.
@MainActor
protocol ScopesAnimationToItsBody {}

/// `animation(_:body:)`: the body's modifiers, applied around a placeholder for the modified
/// view, change with `animation`; the modified view itself keeps the transaction it gets.
public struct _AnimationScopeModifier<Subject, Scoped: View>: ViewModifier, ScopesAnimationToItsBody {
    let animation: Animation?
    let scoped: (PlaceholderContentView<Subject>) -> Scoped

    public func body(content: Content) -> some View {
        // The value-less animation rewrites every change below it, as SwiftUI's scoped animation
        // does for the body's modifiers; the placeholder restores the outer transaction
        // (ModifierNode.contentTransaction), so the content's own changes are not rewritten.
        scoped(PlaceholderContentView<Subject>(owner: content.owner))
            .animation(animation)
    }
}

extension View {
    /// Animates the modifiers applied to the placeholder in `body` with `animation`, and only
    /// them: the view's own changes keep the animation of the transaction that made them
    /// (SwiftUI's `animation(_:body:)`, iOS 17). Every change of those modifiers animates, not
    /// only those from a state change with a given value; `nil` makes them change without
    /// animation, and a transaction that disables animations is left alone.
    ///
    /// Differs from SwiftUI in one respect: `body` is escaping here, because Lunapark evaluates
    /// it where the view's node is known; every call written with a closure literal compiles
    /// the same.
    ///
    ///     MyView(isActive: isActive)
    ///         .animation(.easeInOut) { content in
    ///             content.opacity(isActive ? 1.0 : 0.0)
    ///         }
    public func animation<V: View>(
        _ animation: Animation?,
        @ViewBuilder body: @escaping (PlaceholderContentView<Self>) -> V
    ) -> some View {
        modifier(_AnimationScopeModifier(animation: animation, scoped: body))
    }
}
