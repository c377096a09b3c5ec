import Foundation
import LunaparkCore

/// The label of a `ShareLink` made without one (SwiftUI's `DefaultShareLinkLabel`):
/// the `square.and.arrow.up` symbol with "Share", as a `Label`.
public struct DefaultShareLinkLabel: View {
    public var body: some View { Label("Share", systemImage: "square.and.arrow.up") }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// A link sharing `items`, each described by `preview`, with the default label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, subject: subject, message: message, preview: preview, label: DefaultShareLinkLabel())
    }

    /// A link sharing `item`, described by `preview`, with the default label.
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil,
                                 preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(item: item, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel() }
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// A link sharing a URL, with the default label.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel() }
    }

    /// A link sharing a string, with the default label.
    public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel() }
    }

    /// A link sharing URLs, with the default label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel() }
    }

    /// A link sharing strings, with the default label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String {
        self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel() }
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == Text {
    /// A link titled with the text of `titleKey`, sharing a URL.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(item: item, subject: subject, message: message) { Text(titleKey) }
    }

    /// A link titled `title`, sharing a URL.
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(item: item, subject: subject, message: message) { Text(title) }
    }

    /// A link titled with the text of `titleKey`, sharing a string.
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(item: item, subject: subject, message: message) { Text(titleKey) }
    }

    /// A link titled `title`, sharing a string.
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(item: item, subject: subject, message: message) { Text(title) }
    }
}
