import Foundation
import LunaparkCore

/// A view that switches between tabs (SwiftUI's `TabView`). Its tabs are the views written
/// in `content` (through `ForEach`, `Group` and `if`), each labelled with `tabItem(_:)` and
/// optionally marked with `tag(_:)` and `badge(_:)`.
///
/// With the default style the selected tab fills the space above a tab bar drawn as on iOS
/// (see `_TabBar`); a tap on an item selects its tab at once, without animation, as
/// UITabBarController does. A tab is built when it is first shown and kept, state and all,
/// while others are shown (hidden and out of hit testing), as UIKit keeps a tab bar's view
/// controllers. With `tabViewStyle(.page)` the tabs are pages side by side (see
/// `_PageTabContent`).
///
/// Selection: with a `selection` binding, the tab whose tag equals its value is shown
/// (tabs in a `ForEach` without a tag are tagged with their element's id), and choosing a
/// tab writes its tag; a change of the binding inside `withAnimation` slides the pages of
/// the page style. When no tag matches, the tab chosen last (or the first) is shown.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var chosenKey: AnyHashable?
    @State private var visited: Set<AnyHashable> = []
    @Environment(\.tabViewPageIndexDisplayMode) private var pageIndexDisplayMode

    /// A tab view showing the tab whose tag equals `selection` (nil: the tab view keeps its
    /// own selection, starting with the first tab). Disfavoured: where the content is also
    /// iOS 18's `Tab`s, the `TabContentBuilder` initializer is chosen, as in SwiftUI.
    @_disfavoredOverload
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, tabs: content())
    }

    init(selection: Binding<SelectionValue>?, tabs: Content) {
        self.selection = selection
        self.content = tabs
    }

    public var body: some View {
        let tabs = TabEntry.extract(from: content)
        let selected = selectedIndex(in: tabs)
        let select: @MainActor (Int) -> Void = { index in choose(tabs, index) }
        return Group {
            if let mode = pageIndexDisplayMode {
                _PageTabContent(pages: tabs, selectedIndex: selected, indexDisplayMode: mode, select: select)
            } else {
                tabBarLayout(tabs, selected: selected, select: select)
            }
        }
    }

    private func tabBarLayout(_ tabs: [TabEntry], selected: Int?, select: @escaping @MainActor (Int) -> Void) -> some View {
        let selectedKey = selected.map { tabs[$0].key }
        let shown = tabs.filter { $0.key == selectedKey || visited.contains($0.key) }
        return VStack(spacing: 0) {
            ZStack {
                ForEach(shown, id: \.key) { tab in
                    let isSelected = tab.key == selectedKey
                    tab.content
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .opacity(isSelected ? 1 : 0)
                        // A tab bar switches at once, even inside `withAnimation`.
                        .animation(nil, value: isSelected)
                        .allowsHitTesting(isSelected)
                        .accessibilityHidden(!isSelected)
                        // Only the selected tab says how the tab bar looks.
                        .transformPreference(TabBarAppearanceKey.self) { if !isSelected { $0 = BarAppearance() } }
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            Color.clear.frame(height: _TabBar.height)
        }
        .overlayPreferenceValue(TabBarAppearanceKey.self, alignment: .bottom) { appearance in
            _TabBar(tabs: tabs, selectedIndex: selected ?? -1, select: select, appearance: appearance)
        }
        .onChange(of: selectedKey, initial: true) { _, key in
            if let key { visited.insert(key) }
        }
    }

    /// The index of the tab shown: the one tagged with the selection, else the one chosen
    /// last, else the first (nil when there are no tabs).
    private func selectedIndex(in tabs: [TabEntry]) -> Int? {
        if let selection, let index = tabs.firstIndex(where: { $0.tag == AnyHashable(selection.wrappedValue) }) {
            return index
        }
        if let chosenKey, let index = tabs.firstIndex(where: { $0.key == chosenKey }) { return index }
        return tabs.isEmpty ? nil : 0
    }

    /// Selects the tab at `index`: writes its tag to the binding when it has one of the
    /// binding's type, and remembers it.
    private func choose(_ tabs: [TabEntry], _ index: Int) {
        guard tabs.indices.contains(index) else { return }
        chosenKey = tabs[index].key
        if let selection, let value = tabs[index].tag?.base as? SelectionValue {
            selection.wrappedValue = value
        }
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view that keeps its own selection, starting with the first tab (disfavoured, as
    /// `init(selection:content:)` is).
    @_disfavoredOverload
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}
