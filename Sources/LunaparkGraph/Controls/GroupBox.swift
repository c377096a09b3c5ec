import Foundation
import LunaparkCore

/// A stylized view with an optional label that visually groups its content
/// (SwiftUI's `GroupBox`), drawn by the `.groupBoxStyle(_:)` in force.
///
/// The automatic style draws it as iOS does: a rounded rectangle (corner radius
/// 8) of the secondary system background, (242, 242, 247) in light and
/// (28, 28, 30) in dark, the label in `.headline` over the content, 8 points
/// apart, both leading-aligned and inset by 16 points.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.groupBoxStyle) private var style

    /// A group box of `content` under `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        let configuration = GroupBoxStyleConfiguration(label: .init(_content: AnyView(label)),
                                                       content: .init(_content: AnyView(content)))
        return style?.makeBody(configuration) ?? AnyView(DefaultGroupBoxStyle().makeBody(configuration: configuration))
    }
}

extension GroupBox where Label == EmptyView {
    /// A group box without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    /// A group box titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A group box titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension GroupBox {
    /// A group box with a label view (deprecated on Apple's platforms for `init(content:label:)`).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { label })
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The group box a `GroupBoxStyle` was given, drawn in the style in force around it.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}
