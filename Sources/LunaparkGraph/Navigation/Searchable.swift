import Foundation
import LunaparkCore

/// Ends the current search (SwiftUI's `DismissSearchAction`, read as
/// `@Environment(\.dismissSearch) private var dismissSearch` and called as `dismissSearch()`):
/// inside a `searchable` view it takes the focus from the search field and hides its Cancel
/// button, leaving the text as it is, as on iOS. Elsewhere it does nothing.
public struct DismissSearchAction {
    let action: @MainActor () -> Void

    /// Ends the search.
    @MainActor public func callAsFunction() { action() }
}

private struct IsSearchingKey: EnvironmentKey {
    static let defaultValue = false
}

private struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction(action: {}) }
}

extension EnvironmentValues {
    /// True inside a `searchable` view while its search field has the focus, until Cancel
    /// or `dismissSearch` ends the search (SwiftUI's `isSearching`).
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the search of the `searchable` view around (see `DismissSearchAction`).
    public internal(set) var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
}

/// What a `searchable` view asks the title bar of its navigation level to show.
struct NavigationSearch {
    let text: Binding<String>
    let isPresented: Binding<Bool>
    let prompt: Text
}

/// `searchable`: the search state (kept here unless bound with `isPresented`), the
/// environment of the content, and the field's request to the title bar.
public struct _SearchableModifier: ViewModifier {
    let text: Binding<String>
    let externalIsPresented: Binding<Bool>?
    let prompt: Text?
    @State private var ownIsPresented = false

    public func body(content: Content) -> some View {
        let isPresented = externalIsPresented ?? $ownIsPresented
        return content
            .environment(\.isSearching, isPresented.wrappedValue)
            .environment(\.dismissSearch, DismissSearchAction(action: { isPresented.wrappedValue = false }))
            .modifier(_NavigationBarModifier(contribution: .search(NavigationSearch(
                text: text, isPresented: isPresented, prompt: prompt ?? Text("Search")))))
    }
}

extension View {
    /// Adds a search field editing `text` to the title bar of this view's navigation level
    /// (SwiftUI's `searchable(text:placement:prompt:)`), as iOS draws it: under the title, a
    /// rounded grey field with a magnifying glass and `prompt` ("Search" when nil) in the
    /// secondary colour while empty, and a Cancel button while it has the focus. Typing
    /// writes `text`; Cancel empties it and ends the search. Views inside read
    /// `isSearching` and `dismissSearch` from the environment. Outside a navigation stack
    /// no field is shown.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        modifier(_SearchableModifier(text: text, externalIsPresented: nil, prompt: prompt))
    }

    /// A search field with a prompt from a key shown as it is (see `searchable(text:placement:prompt:)`).
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> some View {
        modifier(_SearchableModifier(text: text, externalIsPresented: nil, prompt: Text(prompt)))
    }

    /// A search field with a prompt string (see `searchable(text:placement:prompt:)`).
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                              prompt: S) -> some View {
        modifier(_SearchableModifier(text: text, externalIsPresented: nil, prompt: Text(prompt)))
    }

    /// A search field whose search is presented while `isPresented` is true (iOS 17's
    /// `searchable(text:isPresented:placement:prompt:)`): focusing the field sets it, Cancel
    /// and `dismissSearch` clear it, and setting it to false ends the search.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>,
                           placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(_SearchableModifier(text: text, externalIsPresented: isPresented, prompt: prompt))
    }

    /// See `searchable(text:isPresented:placement:prompt:)`; the prompt from a key shown as it is.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>,
                           placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        modifier(_SearchableModifier(text: text, externalIsPresented: isPresented, prompt: Text(prompt)))
    }

    /// See `searchable(text:isPresented:placement:prompt:)`; the prompt from a string.
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>,
                                              placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        modifier(_SearchableModifier(text: text, externalIsPresented: isPresented, prompt: Text(prompt)))
    }
}
