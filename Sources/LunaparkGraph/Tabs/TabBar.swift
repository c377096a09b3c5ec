import Foundation
import LunaparkCore

/// The tab bar of a `TabView`, drawn as on iOS: 49 points tall, one item per tab sharing the
/// width equally, on a light grey bar (white 0.97; 0.07 in the dark appearance) with a
/// half-point hairline at its top. The selected item is tinted (`tint`, else the accent
/// colour), the others grey (UIKit's unselected item grey, 153 of 255). A tap on an item
/// selects its tab. `appearance` replaces the background and the colour scheme (see
/// `toolbarBackground(_:for:)`).
struct _TabBar: View {
    let tabs: [TabEntry]
    let selectedIndex: Int
    let select: @MainActor (Int) -> Void
    /// What `toolbarBackground(_:for: .tabBar)` and `toolbarColorScheme` in the selected tab ask.
    var appearance = BarAppearance()
    @Environment(\.tint) private var tint

    /// UITabBar's height on an iPhone without a home indicator, in points.
    static let height: CGFloat = 49
    static let unselectedColor = Color(white: 0.6)
    static let background = Color(light: .init(red: 0.97, green: 0.97, blue: 0.97),
                                  dark: .init(red: 0.07, green: 0.07, blue: 0.07))

    var body: some View {
        let selectedColor = tint ?? .accentColor
        let select = self.select
        return HStack(spacing: 0) {
            ForEach(0..<tabs.count, id: \.self) { index in
                _TabBarItem(label: tabs[index].item, badge: tabs[index].badge)
                    .foregroundColor(index == selectedIndex ? selectedColor : Self.unselectedColor)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .contentShape(Rectangle())
                    .onTapGesture { select(index) }
            }
        }
        .frame(height: Self.height)
        .background { appearance.backgroundView(standard: Self.background) }
        .overlay(alignment: .top) { if appearance.showsHairline { _NavigationBar.hairline } }
        .transformEnvironment(\.colorScheme) { scheme in
            if let barScheme = appearance.colorScheme { scheme = barScheme }
        }
    }
}

/// One item of the tab bar: the icon (22-point symbols in a 26-point row) over the title
/// (10-point medium), the badge at the icon's top trailing corner.
struct _TabBarItem: View {
    let label: AnyView?
    let badge: Text?

    static let iconFont = Font.system(size: 22)
    static let titleFont = Font.system(size: 10, weight: .medium)

    var body: some View {
        let parts = label.map { TabItemPart.parts(of: $0) } ?? []
        let badgedIndex = parts.firstIndex(where: \.isIcon)
        return VStack(spacing: 2) {
            ForEach(0..<parts.count, id: \.self) { index in
                if parts[index].isIcon {
                    Self.icon(parts[index].view, badge: index == badgedIndex ? badge : nil)
                } else {
                    parts[index].view.font(Self.titleFont).lineLimit(1)
                }
            }
        }
        .labelStyle(_TabItemLabelStyle(badge: badgedIndex == nil ? badge : nil))
        .overlay(alignment: .topTrailing) {
            // No icon and no Label to carry it: the badge goes on the item's corner.
            if let badge, badgedIndex == nil, !parts.contains(where: \.isLabel) { _TabBadge(label: badge) }
        }
    }

    static func icon<Icon: View>(_ icon: Icon, badge: Text?) -> some View {
        icon.font(iconFont)
            .frame(height: 26)
            .overlay(alignment: .topTrailing) {
                // An 18-point badge centred on the icon row's trailing edge, its top 3 points above the row.
                if let badge { _TabBadge(label: badge).offset(x: 9, y: -3) }
            }
    }
}

/// A tab item's `Label` drawn as a tab bar item: the icon over the title.
struct _TabItemLabelStyle: LabelStyle {
    let badge: Text?

    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            _TabBarItem.icon(configuration.icon, badge: badge)
            configuration.title.font(_TabBarItem.titleFont).lineLimit(1)
        }
    }
}

/// A view written in a `tabItem`: an image (drawn as the icon), a `Label`, or another view
/// (drawn as the title).
@MainActor
struct TabItemPart {
    let view: AnyView
    let isIcon: Bool
    let isLabel: Bool

    /// The views written in a row in `label`, each classified by the view under its modifiers.
    static func parts(of label: any View) -> [TabItemPart] {
        if let list = label as? ListContent, list.isViewList {
            return list.listChildren.flatMap { parts(of: $0.view) }
        }
        var base = label
        while let modified = base as? ModifiedContentParts { base = modified.contentView }
        if base is EmptyView { return [] }
        return [TabItemPart(view: AnyView(label), isIcon: base is Image, isLabel: base is LabelConvertible)]
    }
}

/// Any `Label`, whatever its title and icon types.
protocol LabelConvertible {}
extension Label: LabelConvertible {}
