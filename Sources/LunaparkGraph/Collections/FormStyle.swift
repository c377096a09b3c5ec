import Foundation
import LunaparkCore

/// How forms are drawn (SwiftUI's `FormStyle`); set with `.formStyle(_:)`.
@MainActor @preconcurrency
public protocol FormStyle {
    /// The view a form in this style is drawn as.
    associatedtype Body: View
    /// The form made of `configuration.content`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a form passes to its style.
    typealias Configuration = FormStyleConfiguration
}

/// What a `Form` passes to its style: its content.
public struct FormStyleConfiguration {
    /// The form's sections and controls, as a view of their own (a list of views:
    /// a `List` or stack around it sees each section and row).
    public struct Content: _StyledPart {
        public let _content: AnyView
    }

    /// The form's content.
    public let content: Content
}

extension FormStyleConfiguration.Content: ListContent {}

/// The grouped form style: an inset grouped `List` of the content, as iOS draws
/// forms (SwiftUI's `GroupedFormStyle`).
public struct GroupedFormStyle: FormStyle {
    /// The grouped style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        List { configuration.content }.listStyle(.insetGrouped)
    }
}

/// The platform's form style: grouped, as on iOS (SwiftUI's `AutomaticFormStyle`).
public struct AutomaticFormStyle: FormStyle {
    /// The automatic style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        GroupedFormStyle().makeBody(configuration: configuration)
    }
}

/// macOS's form style (SwiftUI's `ColumnsFormStyle`): the rows in a vertical stack
/// that does not scroll, 8 points apart, leading-aligned and padded by 20 points;
/// sections are drawn as their rows. Lunapark does not align the labels into a
/// trailing column as macOS does.
public struct ColumnsFormStyle: FormStyle {
    /// The columns style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) { configuration.content }.padding(20)
    }
}

extension FormStyle where Self == GroupedFormStyle {
    /// Sections as rounded cards on the grouped background.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's style: grouped.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// A non-scrolling stack of the rows.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

private struct FormStyleKey: EnvironmentKey {
    static var defaultValue: AnyStyle<FormStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    /// The style of forms in the subtree (nil: `.automatic`).
    var formStyle: AnyStyle<FormStyleConfiguration>? {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of forms in this view.
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        environment(\.formStyle, .hosted(style) { AnyView($0.makeBody(configuration: $1)) })
    }
}
