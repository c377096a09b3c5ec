import Foundation
import LunaparkCore

/// A control that shares items (SwiftUI's `ShareLink`, iOS 16). Linux has no
/// share sheet, so a tap opens a menu (as `Menu` draws it) of the sharing
/// actions the system has: "Copy" puts the items' text on the clipboard (a
/// string as itself, a URL as its absolute string, several items one per line)
/// through the host (`ViewGraph.clipboardWriter`), and, when the items are
/// URLs, "Open" opens each through the environment's `openURL`. A link whose
/// items have no text (`Data`, `Image`) has no action and is dimmed. The
/// subject, message and preview are kept for the share sheet Linux lacks and
/// are not shown. The default label is the `square.and.arrow.up` symbol with
/// "Share". Apple's reference pages for `ShareLink` are not in the project's
/// copy of the documentation: the initializers follow Apple's public
/// documentation.
public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>: View
where Data.Element: Transferable {
    let items: Data
    let subject: Text?
    let message: Text?
    let preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)?
    let label: Label
    @Environment(\.openURL) private var openURL
    @Environment(\.clipboardWriter) private var clipboard

    init(items: Data, subject: Text?, message: Text?,
         preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)?, label: Label) {
        self.items = items
        self.subject = subject
        self.message = message
        self.preview = preview
        self.label = label
    }

    /// A link sharing `items`, each described by `preview`.
    public init(items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>,
                @ViewBuilder label: () -> Label) {
        self.init(items: items, subject: subject, message: message, preview: preview, label: label())
    }

    public var body: some View {
        let texts = items.compactMap { ($0 as? ShareableText)?.sharedText }
        let urls = items.compactMap { $0 as? URL }
        let clipboard = self.clipboard, openURL = self.openURL
        return Menu {
            if !texts.isEmpty {
                Button("Copy", systemImage: "doc.on.doc") { clipboard?.copy(texts.joined(separator: "\n")) }
            }
            if !urls.isEmpty && urls.count == items.count {
                Button("Open", systemImage: "safari") { for url in urls { openURL(url) } }
            }
        } label: {
            label
        }
        .disabled(texts.isEmpty)
    }
}

extension ShareLink {
    /// A link sharing `item`, described by `preview`.
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil,
                                 preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// A link sharing `items` (URLs).
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data.Element == URL {
        self.init(items: items, subject: subject, message: message, preview: nil, label: label())
    }

    /// A link sharing `items` (strings).
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data.Element == String {
        self.init(items: items, subject: subject, message: message, preview: nil, label: label())
    }

    /// A link sharing a URL.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: label())
    }

    /// A link sharing a string.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: label())
    }
}
