import Foundation
import LunaparkCore

/// How progress views are drawn (SwiftUI's `ProgressViewStyle`); set with `.progressViewStyle(_:)`.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The view a progress view in this style is drawn as.
    associatedtype Body: View
    /// The progress view as `configuration` describes it.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a progress view passes to its style.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a progress view passes to its style (SwiftUI's `ProgressViewStyleConfiguration`).
public struct ProgressViewStyleConfiguration {
    /// The label or current-value label, as a view of its own.
    public struct Label: _StyledPart {
        public let _content: AnyView
    }
    /// The same type as `Label`: the label describing the current value.
    public typealias CurrentValueLabel = Label

    /// The part done, 0...1, or nil when the progress is indeterminate.
    public let fractionCompleted: Double?
    /// What the task is, nil without one.
    public var label: Label?
    /// The current value in words, nil without one.
    public var currentValueLabel: CurrentValueLabel?
}

extension ProgressViewStyleConfiguration.Label: ListContent {}

private struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: AnyStyle<ProgressViewStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    /// The style of progress views in the subtree (nil: `.automatic`).
    var progressViewStyle: AnyStyle<ProgressViewStyleConfiguration>? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of progress views in this view.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.progressViewStyle, .hosted(style) { AnyView($0.makeBody(configuration: $1)) })
    }
}
