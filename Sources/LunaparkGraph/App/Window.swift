import Foundation

/// A scene that presents its content in a single, unique window (SwiftUI's
/// `Window`). As the app's first scene it is the window opened at launch;
/// closing it ends the app, as SwiftUI documents for a `Window` used as the
/// main scene.
public struct Window<Content: View>: Scene {
    public typealias Body = Never
    let title: String
    let id: String
    let content: Content

    /// Creates a window with a text view title (its styling is ignored) and an identifier.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.title = title.string
        self.id = id
        self.content = content()
    }

    /// Creates a window with a localized title (the key itself) and an identifier.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.title = titleKey.key
        self.id = id
        self.content = content()
    }

    /// Creates a window with a title string and an identifier.
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.id = id
        self.content = content()
    }
}

extension Window: PrimitiveScene {
    func resolvedWindows() -> [ResolvedWindowScene] {
        [ResolvedWindowScene(kind: .window, title: title, id: id, rootView: content)]
    }
}
