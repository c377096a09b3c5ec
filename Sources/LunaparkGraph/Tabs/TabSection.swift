import Foundation
import LunaparkCore

/// A group of tabs under a header (SwiftUI's `TabSection`, iOS 18). In the tab bar, the style
/// Lunapark draws for every tab view style, a section's tabs stand in the bar with the others,
/// in order, and the header and footer are not shown (as in the iPhone's tab bar; the iPad's
/// sidebar is not drawn).
public struct TabSection<Header: View, Content: TabContent, Footer: View, SelectionValue: Hashable>: View, TabContent
where Content.TabValue == SelectionValue {
    public typealias TabValue = SelectionValue
    let header: Header
    let content: Content
    let footer: Footer

    /// Outside a tab view, the tabs' contents.
    public var body: some View { content._tabView }

    public var _tabView: AnyView { AnyView(self) }
}

extension TabSection where Header == Text, Footer == EmptyView {
    /// A section titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView())
    }

    /// A section titled `title`.
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }
}

extension TabSection where Footer == EmptyView {
    /// A section with the header `header`.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header) {
        self.init(header: header(), content: content(), footer: EmptyView())
    }
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
    /// A section without a header.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }
}

/// A `TabSection`, whatever its types: the tab view reads the tabs inside.
@MainActor
protocol TabSectionConvertible {
    var sectionTabs: any View { get }
}

extension TabSection: TabSectionConvertible {
    var sectionTabs: any View { content._tabView }
}
