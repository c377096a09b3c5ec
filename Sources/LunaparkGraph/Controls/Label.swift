import Foundation
import LunaparkCore

/// A title with an icon (SwiftUI's `Label`), drawn by the `.labelStyle(_:)` in
/// force: by default the icon, 8 points of space, then the title, centred
/// vertically on each other.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyle) private var style

    /// A label made of any two views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        let configuration = LabelStyleConfiguration(title: .init(_content: AnyView(title)),
                                                    icon: .init(_content: AnyView(icon)))
        return style?.makeBody(configuration) ?? AnyView(DefaultLabelStyle().makeBody(configuration: configuration))
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a text title and a symbol (`Image(systemName:)`).
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label with a text title and an image from `Assets/Images`.
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a `LabelStyle` was given, drawn in the style in force around it
    /// (for styles that only decorate it).
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}
