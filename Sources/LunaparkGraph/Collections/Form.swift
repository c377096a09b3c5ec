import Foundation
import LunaparkCore

/// A container for grouping controls used for data entry, such as in settings
/// or inspectors (SwiftUI's `Form`), drawn by the `.formStyle(_:)` in force.
///
/// With the automatic (and grouped) style a form is what it is on iOS: a `List`
/// in the inset grouped style, each `Section` a rounded card on the grouped grey
/// background, each control a row, scrolling when taller than its space.
/// `formStyle(.columns)`, macOS's non-scrolling form, lays the rows out in a
/// plain vertical stack instead.
public struct Form<Content: View>: View {
    let content: Content
    @Environment(\.formStyle) private var style

    /// A form of the controls and sections in `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        let configuration = FormStyleConfiguration(content: .init(_content: AnyView(content)))
        return style?.makeBody(configuration) ?? AnyView(GroupedFormStyle().makeBody(configuration: configuration))
    }
}

extension Form where Content == FormStyleConfiguration.Content {
    /// The form a `FormStyle` was given, drawn in the style in force around it
    /// (for styles that only decorate the form).
    public init(_ configuration: FormStyleConfiguration) {
        self.init { configuration.content }
    }
}
