import Foundation
import LunaparkCore

extension TabView {
    /// iOS 18's tab view of `Tab`s: the tab whose value equals `selection` is shown, and
    /// choosing a tab writes its value (SwiftUI's `init(selection:content:)` with a
    /// `TabContentBuilder`). The values' type gives `.member` values their type, as in SwiftUI:
    /// `Tab("Home", systemImage: "house", value: .home)`.
    public init(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> AnyTabContent<SelectionValue>)
    where Content == AnyTabContent<SelectionValue> {
        self.init(selection: Optional(selection), tabs: content())
    }
}

extension TabView where SelectionValue == Never, Content == AnyTabContent<Never> {
    /// iOS 18's tab view of `Tab`s without values; it keeps its own selection, starting with the first tab.
    public init(@TabContentBuilder<Never> content: () -> AnyTabContent<Never>) {
        self.init(selection: nil, tabs: content())
    }
}
