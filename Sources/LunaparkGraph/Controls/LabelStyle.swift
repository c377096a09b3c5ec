import Foundation
import LunaparkCore

/// How labels are drawn (SwiftUI's `LabelStyle`); set with `.labelStyle(_:)`.
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The view a label in this style is drawn as.
    associatedtype Body: View
    /// The label made of `configuration.title` and `configuration.icon`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a label passes to its style.
    typealias Configuration = LabelStyleConfiguration
}

private struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: AnyStyle<LabelStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    /// The style of labels in the subtree (nil: `.automatic`).
    var labelStyle: AnyStyle<LabelStyleConfiguration>? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of labels in this view.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyle, .hosted(style) { AnyView($0.makeBody(configuration: $1)) })
    }
}
