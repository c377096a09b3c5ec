import Foundation

extension ContentTransition {
    /// Symbol images inside replace their symbol with `effect` when their symbol name changes
    /// (SwiftUI's `symbolEffect(_:options:)` content transition), at `options.speed`; the
    /// replacement plays whatever the transaction, as symbol effects do. Text inside fades as
    /// with `.opacity`.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        let style = (effect as? ReplaceSymbolEffect)?.style ?? .downUp
        return ContentTransition(kind: .symbolReplace(style, speed: options.speedFactor))
    }

    /// The default symbol replacement (`ReplaceSymbolEffect`'s `downUp`).
    public static var symbolEffect: ContentTransition { .symbolEffect(.replace) }
}
