import Foundation
import Lunapark
import Testing

/// `toolbarBackground(_:for:)` and `toolbarColorScheme(_:for:)` on the title bar, the bottom
/// bar and the tab bar, on pixels. Windows are 300 x 400; an inline title bar is 44 points,
/// a large one 96, the tab bar 49 (y 351...400), a bottom bar 44 (y 356...400).
@MainActor
struct ToolbarBackgroundTests {
    private func isRed(_ p: RGBA8) -> Bool { p.r > 240 && p.g < 80 && p.b < 80 }
    private func isGreen(_ p: RGBA8) -> Bool { p.g > 180 && p.r < 80 && p.b < 120 }
    private func isBarGrey(_ p: RGBA8) -> Bool { (244...250).contains(p.r) && p.r == p.g && p.g == p.b }

    private func render(_ content: () -> some View) -> RenderedImage {
        HeadlessHost(size: CGSize(width: 300, height: 400), content: content).render()
    }

    private func inlineStack(_ modifier: (AnyView) -> some View) -> RenderedImage {
        render {
            NavigationStack {
                modifier(AnyView(Color.blue.opacity(0.2).navigationTitle("Inbox")))
                    .navigationBarTitleDisplayMode(.inline)
            }
        }
    }

    @Test func styleReplacesTheTitleBarsGrey() {
        let plain = inlineStack { $0 }
        #expect(isBarGrey(plain.pixel(x: 10, y: 10)))
        let red = inlineStack { $0.toolbarBackground(Color.red, for: .navigationBar) }
        #expect(isRed(red.pixel(x: 10, y: 10)) && isRed(red.pixel(x: 290, y: 40)))
        // Under the bar, the content as before.
        #expect(red.pixel(x: 150, y: 200) == plain.pixel(x: 150, y: 200))
        // `.automatic` (and no placement) covers the title bar too; `.tabBar` does not.
        #expect(isRed(inlineStack { $0.toolbarBackground(Color.red) }.pixel(x: 10, y: 10)))
        #expect(isBarGrey(inlineStack { $0.toolbarBackground(Color.red, for: .tabBar) }.pixel(x: 10, y: 10)))
    }

    @Test func aLargeTitleBarTakesTheStyleAndVisibleShowsTheStandardBar() {
        func large(_ modifier: (AnyView) -> some View) -> RenderedImage {
            render { NavigationStack { modifier(AnyView(Color.blue.opacity(0.2).navigationTitle("Inbox"))) } }
        }
        let white = large { $0 }
        #expect(white.isWhite(250, 70))
        #expect(isRed(large { $0.toolbarBackground(Color.red, for: .navigationBar) }.pixel(x: 250, y: 70)))
        let visible = large { $0.toolbarBackground(.visible, for: .navigationBar) }
        #expect(isBarGrey(visible.pixel(x: 250, y: 70)))
        // With its hairline at the bottom of the 96-point bar.
        #expect(visible.pixel(x: 250, y: 95).r < 230 && white.pixel(x: 250, y: 95).r > 240)
    }

    @Test func hiddenDrawsNeitherBackgroundNorHairline() {
        let hidden = render {
            NavigationStack {
                Color.clear.navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
                    .toolbarBackground(.hidden, for: .navigationBar)
            }
            .background(Color.yellow)
        }
        // The level is drawn on white; where the grey bar and its hairline were, that white shows.
        #expect(hidden.isWhite(10, 10) && hidden.isWhite(10, 43))
        // The title is still drawn.
        #expect(hidden.count(in: CGRect(x: 100, y: 5, width: 100, height: 34), where: hidden.isDark) > 30)
    }

    @Test func colorSchemeDrawsTheTitleLight() {
        func title(_ scheme: ColorScheme?) -> RenderedImage {
            inlineStack { $0.toolbarBackground(Color.black, for: .navigationBar).toolbarColorScheme(scheme, for: .navigationBar) }
        }
        let bar = CGRect(x: 100, y: 5, width: 100, height: 34)
        let light = title(nil), dark = title(.dark)
        func bright(_ image: RenderedImage) -> Int {
            image.count(in: bar) { x, y in image.pixel(x: x, y: y).r > 200 }
        }
        // Black title on the black bar: nothing bright; in the dark scheme the title is white.
        #expect(bright(light) == 0)
        #expect(bright(dark) > 30)
        // The content below keeps the window's scheme.
        #expect(dark.pixel(x: 150, y: 200) == light.pixel(x: 150, y: 200))
    }

    @Test func bottomBarTakesItsOwnAppearance() {
        func bottom(_ bar: ToolbarPlacement) -> RenderedImage {
            render {
                NavigationStack {
                    Color.clear.navigationTitle("Inbox")
                        .toolbar { ToolbarItem(placement: .bottomBar) { Text("Edit") } }
                        .toolbarBackground(Color.red, for: bar)
                }
            }
        }
        #expect(isRed(bottom(.bottomBar).pixel(x: 290, y: 390)))
        #expect(!isRed(bottom(.bottomBar).pixel(x: 250, y: 70)))
        #expect(isBarGrey(bottom(.navigationBar).pixel(x: 290, y: 390)))
    }

    private struct Tabs: View {
        @State var selection = 0
        var body: some View {
            TabView(selection: $selection) {
                Text("Home")
                    .tabItem { Label("Home", systemImage: "house") }
                    .tag(0)
                    .toolbarBackground(Color.green, for: .tabBar)
                VStack {
                    Text("Settings")
                        .toolbarBackground(Color.red, for: .tabBar)
                        .toolbarColorScheme(.dark, for: .tabBar)
                }
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(1)
                Text("Plain")
                    .tabItem { Label("Plain", systemImage: "star") }
                    .tag(2)
            }
        }
    }

    @Test func tabBarTakesTheSelectedTabsAppearance() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 400)) { Tabs() }
        // Home (selected): green bar from y 351.
        let home = host.render()
        #expect(isGreen(home.pixel(x: 5, y: 395)) && isGreen(home.pixel(x: 295, y: 355)))
        #expect(!isGreen(home.pixel(x: 5, y: 340)))
        // Settings, set deep inside its tab: red.
        host.tap(at: CGPoint(x: 150, y: 375))
        host.advance(by: 0.1)
        #expect(isRed(host.render().pixel(x: 5, y: 395)))
        // A tab without the modifier: the standard grey.
        host.tap(at: CGPoint(x: 250, y: 375))
        host.advance(by: 0.1)
        #expect(isBarGrey(host.render().pixel(x: 5, y: 395)))
    }
}
