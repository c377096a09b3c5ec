import Foundation
import LunaparkCore

/// A control style as the environment holds it (button, label, toggle,
/// progress view styles): the style erased to a function of its control's
/// configuration. Two boxes compare equal when they hold the same style type
/// with equal stored properties (`ViewComparison`), so re-applying the same
/// `.buttonStyle(_:)` does not re-evaluate the controls below.
struct AnyStyle<Configuration>: Equatable, @unchecked Sendable {
    let style: Any
    let makeBody: @MainActor (Configuration) -> AnyView
    let isEqual: @MainActor (Any) -> Bool

    @MainActor
    init<S>(_ style: S, makeBody: @escaping @MainActor (Configuration) -> AnyView) {
        self.style = style
        self.makeBody = makeBody
        isEqual = { other in (other as? S).map { ViewComparison.isEqual(style, $0) } ?? false }
    }

    static func == (a: AnyStyle, b: AnyStyle) -> Bool {
        MainActor.assumeIsolated { a.isEqual(b.style) }
    }
}
