import Foundation
import LunaparkCore

/// `transaction(_:body:)`: the body's modifiers, applied around a placeholder for the modified
/// view, change with the transaction `transform` rewrote; the modified view itself keeps the
/// transaction it gets.
public struct _TransactionScopeModifier<Subject, Scoped: View>: ViewModifier, ScopesAnimationToItsBody {
    let transform: @MainActor (inout Transaction) -> Void
    let scoped: (PlaceholderContentView<Subject>) -> Scoped

    public func body(content: Content) -> some View {
        // As in `animation(_:body:)`: the rewrite covers every change in the body, and the
        // placeholder restores the outer transaction for the content
        // (ModifierNode.contentTransaction), so the content's own changes are left alone.
        scoped(PlaceholderContentView<Subject>(owner: content.owner))
            .transaction(transform)
    }
}

extension View {
    /// Applies `transform` to the transaction of every change of the modifiers applied to the
    /// placeholder in `body`, and only to them: the view's own changes keep the transaction
    /// that made them (SwiftUI's `transaction(_:body:)`, iOS 17). `transform` runs for each
    /// update of the body, also those whose transaction has no animation, so setting
    /// `animation` there animates the body's modifiers whatever changed them.
    ///
    /// Differs from SwiftUI in one respect: `body` is escaping here, because Lunapark evaluates
    /// it where the view's node is known; every call written with a closure literal compiles
    /// the same.
    ///
    ///     Circle()
    ///         .transaction { $0.animation = .spring } body: { content in
    ///             content.scaleEffect(isBig ? 2 : 1)
    ///         }
    public func transaction<V: View>(
        _ transform: @escaping @MainActor (inout Transaction) -> Void,
        @ViewBuilder body: @escaping (PlaceholderContentView<Self>) -> V
    ) -> some View {
        modifier(_TransactionScopeModifier(transform: transform, scoped: body))
    }
}
