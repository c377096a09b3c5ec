import Foundation
import LunaparkCore

/// How a shared item is described in the share sheet (SwiftUI's
/// `SharePreview`): a title with an optional image and icon. Linux has no
/// share sheet and Lunapark's sharing menu shows no preview: a `ShareLink`
/// keeps it, unused.
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    /// The title of the preview.
    let title: Text
    let image: Image?
    let icon: Icon?

    init(title: Text, image: Image?, icon: Icon?) {
        self.title = title
        self.image = image
        self.icon = icon
    }
}

extension SharePreview where Image == Never, Icon == Never {
    /// A preview with a title only.
    public init(_ title: Text) { self.init(title: title, image: nil, icon: nil) }
    /// A preview titled with the text of `titleKey`.
    @MainActor public init(_ titleKey: LocalizedStringKey) { self.init(title: Text(titleKey), image: nil, icon: nil) }
    /// A preview titled `title`.
    @MainActor public init<S: StringProtocol>(_ title: S) { self.init(title: Text(title), image: nil, icon: nil) }
}

extension SharePreview where Icon == Never {
    /// A preview with a title and an image.
    public init(_ title: Text, image: Image) { self.init(title: title, image: image, icon: nil) }
    /// A preview titled with the text of `titleKey`, with an image.
    @MainActor public init(_ titleKey: LocalizedStringKey, image: Image) { self.init(title: Text(titleKey), image: image, icon: nil) }
    /// A preview titled `title`, with an image.
    @MainActor public init<S: StringProtocol>(_ title: S, image: Image) { self.init(title: Text(title), image: image, icon: nil) }
}

extension SharePreview where Image == Never {
    /// A preview with a title and an icon.
    public init(_ title: Text, icon: Icon) { self.init(title: title, image: nil, icon: icon) }
    /// A preview titled with the text of `titleKey`, with an icon.
    @MainActor public init(_ titleKey: LocalizedStringKey, icon: Icon) { self.init(title: Text(titleKey), image: nil, icon: icon) }
    /// A preview titled `title`, with an icon.
    @MainActor public init<S: StringProtocol>(_ title: S, icon: Icon) { self.init(title: Text(title), image: nil, icon: icon) }
}

extension SharePreview {
    /// A preview with a title, an image and an icon.
    public init(_ title: Text, image: Image, icon: Icon) { self.init(title: title, image: image, icon: icon) }
    /// A preview titled with the text of `titleKey`, with an image and an icon.
    @MainActor public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
        self.init(title: Text(titleKey), image: image, icon: icon)
    }
    /// A preview titled `title`, with an image and an icon.
    @MainActor public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
        self.init(title: Text(title), image: image, icon: icon)
    }
}
