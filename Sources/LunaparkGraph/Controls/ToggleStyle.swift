import Foundation
import LunaparkCore

/// How toggles are drawn and operated (SwiftUI's `ToggleStyle`); set with
/// `.toggleStyle(_:)`. The style flips `configuration.isOn` itself.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The view a toggle in this style is drawn as.
    associatedtype Body: View
    /// The toggle as `configuration` describes it.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a toggle passes to its style.
    typealias Configuration = ToggleStyleConfiguration
}

/// What a toggle passes to its style (SwiftUI's `ToggleStyleConfiguration`).
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view of its own.
    public struct Label: _StyledPart {
        public let _content: AnyView
    }

    /// The label.
    public let label: Label
    /// Whether the toggle is on; setting it flips the toggle's binding.
    @Binding public var isOn: Bool
    /// True when the toggle stands for several values that are not all the
    /// same (a toggle over a collection); always false here, as such toggles are not provided.
    public var isMixed: Bool
}

extension ToggleStyleConfiguration.Label: ListContent {}

private struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: AnyStyle<ToggleStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    /// The style of toggles in the subtree (nil: `.automatic`, the switch).
    var toggleStyle: AnyStyle<ToggleStyleConfiguration>? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of toggles in this view.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, .hosted(style) { AnyView($0.makeBody(configuration: $1)) })
    }
}
