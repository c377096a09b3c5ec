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

/// Evaluates a style's body (`makeBody`) as the body of a view of its own, so that
/// the style's `@Environment` and `@State` properties work (see `StyleHosting`).
struct _StyleBodyHost<Style>: View, StyleHosting {
    let style: Style
    let makeBody: @MainActor (Style) -> AnyView
    var hostedStyle: Any { style }

    var body: some View { makeBody(style) }
}

extension AnyStyle {
    /// A box for `style` whose body is evaluated in a `_StyleBodyHost`.
    @MainActor
    static func hosted<S>(_ style: S, makeBody: @escaping @MainActor (S, Configuration) -> AnyView) -> AnyStyle {
        AnyStyle(style) { configuration in
            AnyView(_StyleBodyHost(style: style) { makeBody($0, configuration) })
        }
    }
}
