import Foundation
import LunaparkCore

/// A view shown when there is no content to show, such as an empty list or a
/// search without results (SwiftUI's iOS 17 `ContentUnavailableView`).
///
/// Drawn as iOS draws it, centred in all the space offered: the label's icon 44
/// points tall in the secondary colour over its title in `.title2` bold, 8
/// points apart; under them the description in `.subheadline`, secondary and
/// centred; then the actions, 16 points further down. The whole is padded by 16.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// An unavailable-content view of any label, description and actions.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 8) {
                label.labelStyle(_UnavailableLabelStyle())
                description.font(.subheadline).foregroundStyle(Color.secondary).multilineTextAlignment(.center)
            }
            actions
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == LunaparkGraph.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A title with a symbol (`Image(systemName:)`) and an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { LunaparkGraph.Label(title: { Text(title) }, icon: { Image(systemName: name) }) },
                  description: { description })
    }

    /// A title with a symbol and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { LunaparkGraph.Label(title, systemImage: name) }, description: { description })
    }

    /// A title with an image from the assets (`Image(_:)`) and an optional description.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { LunaparkGraph.Label(title: { Text(title) }, icon: { Image(name) }) },
                  description: { description })
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label,
                                       Description == SearchUnavailableContent.Description,
                                       Actions == SearchUnavailableContent.Actions {
    /// The standard view for a search without results: a magnifying glass, "No Results"
    /// and "Check the spelling or try a new search.", as on iOS.
    public static var search: Self { search(text: "") }

    /// The standard view for a search for `text` without results: the title names
    /// the text ("No Results for “text”") unless it is empty.
    public static func search(text: String) -> Self {
        Self(label: { SearchUnavailableContent.Label(text: text) },
             description: { SearchUnavailableContent.Description() },
             actions: { SearchUnavailableContent.Actions() })
    }
}

/// The parts of `ContentUnavailableView.search` (SwiftUI's `SearchUnavailableContent`).
public enum SearchUnavailableContent {
    /// The magnifying glass and "No Results", or "No Results for “text”".
    public struct Label: View {
        let text: String
        public var body: some View {
            LunaparkGraph.Label(text.isEmpty ? "No Results" : "No Results for “\(text)”", systemImage: "magnifyingglass")
        }
    }

    /// "Check the spelling or try a new search."
    public struct Description: View {
        public var body: some View { Text("Check the spelling or try a new search.") }
    }

    /// No actions.
    public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}

/// The icon over the title, as a content-unavailable view draws its label.
struct _UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            configuration.icon.font(.system(size: 44)).foregroundStyle(Color.secondary)
            configuration.title.font(.title2.bold())
        }
    }
}
