import Foundation

/// One window an app's scenes declare, as the host opens it: what
/// `WindowGroup` or `Window` said, with the scene modifiers applied.
public struct ResolvedWindowScene {
    /// Which scene declared the window.
    public enum Kind: Sendable, Hashable {
        /// A `WindowGroup`: a template for any number of windows.
        case windowGroup
        /// A `Window`: a single, unique window.
        case window
    }

    /// Which scene declared the window.
    public var kind: Kind
    /// The title the scene gives its windows; nil: the host uses the app's
    /// name, as SwiftUI does. A `navigationTitle` in the content overrides it.
    public var title: String?
    /// The scene's identifier (`id:`), if it has one.
    public var id: String?
    /// The size in points the window opens at (`defaultSize`); nil: the host's default.
    public var defaultSize: CGSize?
    /// The window's root view, made once when the scene was declared.
    public let rootView: any View

    /// A window of `kind` showing `rootView`.
    public init(kind: Kind, title: String?, id: String?, defaultSize: CGSize? = nil, rootView: any View) {
        self.kind = kind
        self.title = title
        self.id = id
        self.defaultSize = defaultSize
        self.rootView = rootView
    }
}
