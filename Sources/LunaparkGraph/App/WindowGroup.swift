import Foundation

/// A scene that presents a group of identically structured windows
/// (SwiftUI's `WindowGroup`).
///
/// The host opens one window from the app's first window-making scene at
/// launch (there is no File > New Window, nor `openWindow`), titled with the
/// group's title, or the app's name when it has none; `navigationTitle` in
/// the content overrides it while shown. Each window keeps its own state.
public struct WindowGroup<Content: View>: Scene {
    public typealias Body = Never
    let title: String?
    let id: String?
    let content: Content

    /// Creates a window group; its windows are titled with the app's name.
    public init(@ViewBuilder content: () -> Content) {
        self.init(title: nil, id: nil, content: content())
    }

    /// Creates a window group with an identifier.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.init(title: nil, id: id, content: content())
    }

    /// Creates a window group with a text view title (its styling is ignored, as in SwiftUI).
    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.init(title: title.string, id: nil, content: content())
    }

    /// Creates a window group with a localized title (the key itself: Lunapark has no string tables).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.key, id: nil, content: content())
    }

    /// Creates a window group with a title string.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), id: nil, content: content())
    }

    /// Creates a window group with a text view title and an identifier.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: title.string, id: id, content: content())
    }

    /// Creates a window group with a localized title and an identifier.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.key, id: id, content: content())
    }

    /// Creates a window group with a title string and an identifier.
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), id: id, content: content())
    }

    private init(title: String?, id: String?, content: Content) {
        self.title = title
        self.id = id
        self.content = content
    }
}

extension WindowGroup: PrimitiveScene {
    func resolvedWindows() -> [ResolvedWindowScene] {
        [ResolvedWindowScene(kind: .windowGroup, title: title, id: id, rootView: content)]
    }
}
