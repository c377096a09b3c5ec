import Foundation
import LunaparkCore

/// How group boxes are drawn (SwiftUI's `GroupBoxStyle`); set with `.groupBoxStyle(_:)`.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    /// The view a group box in this style is drawn as.
    associatedtype Body: View
    /// The group box made of `configuration.label` and `configuration.content`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a group box passes to its style.
    typealias Configuration = GroupBoxStyleConfiguration
}

/// What a `GroupBox` passes to its style.
public struct GroupBoxStyleConfiguration {
    /// The group box's label, as a view of its own.
    public struct Label: _StyledPart { public let _content: AnyView }
    /// The group box's content, as a view of its own.
    public struct Content: _StyledPart { public let _content: AnyView }
    /// The label.
    public let label: Label
    /// The content.
    public let content: Content
}

extension GroupBoxStyleConfiguration.Label: ListContent {}
extension GroupBoxStyleConfiguration.Content: ListContent {}

/// The platform's group box style (SwiftUI's `DefaultGroupBoxStyle`, `.automatic`).
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// The default style.
    public init() {}

    /// iOS's secondary system background.
    static let background = Color(light: .init(red: 242 / 255, green: 242 / 255, blue: 247 / 255),
                                  dark: .init(red: 28 / 255, green: 28 / 255, blue: 30 / 255))

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label.font(.headline)
            configuration.content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(Self.background, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The platform's style.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

private struct GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: AnyStyle<GroupBoxStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    /// The style of group boxes in the subtree (nil: `.automatic`).
    var groupBoxStyle: AnyStyle<GroupBoxStyleConfiguration>? {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of group boxes in this view.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        environment(\.groupBoxStyle, .hosted(style) { AnyView($0.makeBody(configuration: $1)) })
    }
}
