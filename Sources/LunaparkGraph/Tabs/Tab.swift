import Foundation
import LunaparkCore

/// One tab of a `TabView` with its tab bar item (SwiftUI's `Tab`, iOS 18): the tab view shows
/// `content` while the tab is selected and `label` in its tab bar. A tab with a `value` is
/// selected when the tab view's `selection` equals it, and choosing it writes that value.
///
/// A `Tab` is `TabContent`, written in a tab view's `TabContentBuilder`, and also a `View` (in
/// SwiftUI it is not), so that `ForEach` makes tabs: `ForEach(items) { Tab(...) }`. Written
/// outside a tab view, a tab shows its content.
public struct Tab<Value: Hashable, Content: View, Label: View>: View, TabContent {
    public typealias TabValue = Value
    let value: Value?
    let role: TabRole?
    let content: Content
    let label: Label

    init(value: Value?, role: TabRole?, content: Content, label: Label) {
        self.value = value
        self.role = role
        self.content = content
        self.label = label
    }

    public var body: some View { content }

    public var _tabView: AnyView { AnyView(self) }
}

extension Tab: TabEntryConvertible {
    func tabEntry(key: AnyHashable) -> TabEntry {
        let tag = value.map { AnyHashable($0) }
        return TabEntry(key: tag.map { AnyHashable(TabKey.tag($0)) } ?? key, tag: tag, content: AnyView(content),
                        item: itemView, badge: nil)
    }

    /// What the tab bar draws for this tab: a default label as the `Label` it stands for.
    private var itemView: AnyView? {
        if let defaultLabel = label as? DefaultTabLabel { return defaultLabel.tabItem }
        return Label.self == EmptyView.self ? nil : AnyView(label)
    }
}

// MARK: Tabs selected by value

extension Tab where Label == DefaultTabLabel {
    /// A tab titled `titleKey` with the symbol `systemImage`, selected by `value`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil,
                @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(),
                  label: DefaultTabLabel(title: Text(titleKey), icon: Image(systemName: systemImage)))
    }

    /// A tab titled `title` with the symbol `systemImage`, selected by `value`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole? = nil,
                                   @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(),
                  label: DefaultTabLabel(title: Text(title), icon: Image(systemName: systemImage)))
    }

    /// A tab titled `titleKey` with the image `image` (from `Assets/Images`), selected by `value`.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil,
                @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(title: Text(titleKey), icon: Image(image)))
    }

    /// A tab titled `title` with the image `image` (from `Assets/Images`), selected by `value`.
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, role: TabRole? = nil,
                                   @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(title: Text(title), icon: Image(image)))
    }

    /// A tab labelled after its `role` ("Search" with the magnifying glass for `.search`), selected by `value`.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(), label: DefaultTabLabel(role: role))
    }
}

extension Tab {
    /// A tab with the item `label`, selected by `value`.
    public init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, role: role, content: content(), label: label())
    }
}

extension Tab where Label == EmptyView {
    /// A tab with an empty item, selected by `value`.
    public init(value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: nil, content: content(), label: EmptyView())
    }
}

// MARK: Tabs without a value

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab titled `titleKey` with the symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(),
                  label: DefaultTabLabel(title: Text(titleKey), icon: Image(systemName: systemImage)))
    }

    /// A tab titled `title` with the symbol `systemImage`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(),
                  label: DefaultTabLabel(title: Text(title), icon: Image(systemName: systemImage)))
    }

    /// A tab titled `titleKey` with the image `image` (from `Assets/Images`).
    public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(), label: DefaultTabLabel(title: Text(titleKey), icon: Image(image)))
    }

    /// A tab titled `title` with the image `image` (from `Assets/Images`).
    public init<S: StringProtocol>(_ title: S, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(), label: DefaultTabLabel(title: Text(title), icon: Image(image)))
    }

    /// A tab labelled after its `role` ("Search" with the magnifying glass for `.search`).
    public init(role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(), label: DefaultTabLabel(role: role))
    }
}

extension Tab where Value == Never {
    /// A tab with the item `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: nil, role: nil, content: content(), label: label())
    }
}

extension Tab where Value == Never, Label == EmptyView {
    /// A tab with an empty item.
    public init(@ViewBuilder content: () -> Content) {
        self.init(value: nil, role: nil, content: content(), label: EmptyView())
    }
}
