import Foundation
import LunaparkCore

/// How a bar (a navigation level's title or bottom bar, a tab bar) is drawn, as the
/// `toolbarBackground` and `toolbarColorScheme` modifiers around its content ask; nil
/// fields keep the bar's own look.
struct BarAppearance: Equatable {
    /// The style of the bar's background.
    var background: AnyShapeStyle?
    /// `.hidden`: no background and no hairline; `.visible`: the background (the style, else
    /// the bar's own) is drawn, also behind a large title.
    var backgroundVisibility: Visibility?
    /// The scheme the bar's title and items (and an adaptive background) are drawn in.
    var colorScheme: ColorScheme?

    /// This appearance with the fields `inner` sets replacing its own: a modifier nearer the
    /// bar's content wins, as an inner title does.
    func overridden(by inner: BarAppearance) -> BarAppearance {
        BarAppearance(background: inner.background ?? background,
                      backgroundVisibility: inner.backgroundVisibility ?? backgroundVisibility,
                      colorScheme: inner.colorScheme ?? colorScheme)
    }

    /// The bar's background: nothing when hidden, else `style` or the bar's `standard` background.
    @MainActor @ViewBuilder
    func backgroundView(standard: Color) -> some View {
        if backgroundVisibility == .hidden {
            Color.clear
        } else if let background {
            Rectangle().fill(background)
        } else {
            standard
        }
    }

    /// Whether the bar draws its hairline (not when its background is hidden).
    var showsHairline: Bool { backgroundVisibility != .hidden }
}

/// The tab bar's appearance asked for by the views of the selected tab.
struct TabBarAppearanceKey: PreferenceKey {
    static let defaultValue = BarAppearance()
    static func reduce(value: inout BarAppearance, nextValue: () -> BarAppearance) {
        value = value.overridden(by: nextValue())
    }
}

extension View {
    /// Sets the background of bars for the views inside (SwiftUI's `toolbarBackground(_:for:)`):
    /// `.navigationBar` the title bar of their navigation level, `.bottomBar` its bottom bar,
    /// `.tabBar` the tab bar of the `TabView` while their tab is selected; `.automatic` (and no
    /// placement) both bars of the level. The style replaces the bar's light grey (the white
    /// of a large title bar) at once: Lunapark draws bar backgrounds whether or not content has
    /// scrolled under them. An inner modifier wins over an outer one.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        barAppearance(BarAppearance(background: AnyShapeStyle(style)), for: bars)
    }

    /// Shows or hides the background of bars for the views inside (SwiftUI's
    /// `toolbarBackground(_:for:)`; placements as in the style form). `.hidden` draws neither
    /// the background nor the hairline, so the view behind shows; `.visible` and `.automatic`
    /// draw them.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barAppearance(BarAppearance(backgroundVisibility: visibility), for: bars)
    }

    /// Sets the colour scheme bars are drawn in for the views inside (SwiftUI's
    /// `toolbarColorScheme(_:for:)`; placements as in `toolbarBackground`): `.dark` draws the
    /// title and the primary-coloured items white, and an adaptive background (the tab
    /// bar's) dark; nil keeps the scheme of the bar's surroundings.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        barAppearance(BarAppearance(colorScheme: colorScheme), for: bars)
    }

    private func barAppearance(_ appearance: BarAppearance, for bars: [ToolbarPlacement]) -> some View {
        let tabBar = ToolbarPlacement.covers(bars, .tabBar)
        return modifier(_NavigationBarModifier(contribution: .appearance(
            navigationBar: ToolbarPlacement.covers(bars, .navigationBar), bottomBar: ToolbarPlacement.covers(bars, .bottomBar),
            appearance)))
            .transformPreference(TabBarAppearanceKey.self) { value in
                // The value from inside is nearer the bar: it wins over this one.
                if tabBar { value = appearance.overridden(by: value) }
            }
    }
}
