import Foundation
import Lunapark
import Testing

/// A root with a large title and a link to a red page titled "Detail".
private struct LinkHome: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Details") {
                Rectangle().fill(Color.red).navigationTitle("Detail")
            }
            .navigationTitle("Home")
        }
    }
}

/// A root with an inline title and a toolbar button that switches the page's colour.
private struct ToolbarHome: View {
    @State private var isOn = false

    var body: some View {
        NavigationView {
            Rectangle().fill(isOn ? Color.red : Color.blue)
                .navigationBarTitle("Inline", displayMode: .inline)
                .toolbar {
                    ToolbarItem(placement: .navigationBarTrailing) {
                        Button("Switch") { isOn.toggle() }
                    }
                }
        }
    }
}

/// A stack whose path holds numbers, each shown as a page with its number.
private struct ValueHome: View {
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            NavigationLink("Seven", value: 7)
                .navigationDestination(for: Int.self) { number in
                    Rectangle().fill(Color.red).navigationTitle("Number \(number)")
                }
                .navigationTitle("Numbers")
        }
    }
}

@MainActor
struct NavigationStackTests {
    // 300 x 400 window. A large bar is 96 points tall (44 + 52): the content area is y 96...400.

    @Test func aLargeTitleIsDrawnUnderTheBarRowAndNamesTheWindow() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 400)) { LinkHome() }
        let image = host.render()
        // "Home" in 34-point bold, 16 points from the leading edge, in the row y 44...96.
        #expect(image.count(in: CGRect(x: 16, y: 50, width: 90, height: 40), where: image.isDark) > 100)
        // Nothing dark in the 44-point row above it (no back button, no inline title).
        #expect(image.count(in: CGRect(x: 0, y: 0, width: 300, height: 44), where: image.isDark) == 0)
        #expect(host.graph.title == "Home")
    }

    @Test func aLinkPushesItsDestinationFromTheTrailingEdgeAndBackPops() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 400)) { LinkHome() }
        host.tap(at: CGPoint(x: 150, y: 248))
        host.advance(by: 0.08)
        let sliding = host.render()
        // Part of the way in: red at the trailing side, not yet at the leading side.
        #expect(sliding.isRed(290, 300) as Bool)
        #expect(!sliding.isRed(10, 300) as Bool)
        host.advance(by: 1)
        let pushed = host.render()
        #expect(pushed.isRed(10, 300) as Bool)
        #expect(pushed.isRed(290, 300) as Bool)
        #expect(host.graph.title == "Detail")
        // The pushed level's bar: a back button titled "Home" at the leading end of the first row.
        #expect(pushed.count(in: CGRect(x: 0, y: 8, width: 80, height: 28), where: { x, y in
            let p = pushed.pixel(x: x, y: y)
            return p.b > 200 && p.r < 120
        }) > 30)

        host.tap(at: CGPoint(x: 30, y: 22))
        #expect(host.graph.title == "Home")
        host.advance(by: 0.08)
        let popping = host.render()
        #expect(!popping.isRed(10, 300) as Bool)
        #expect(popping.isRed(290, 300) as Bool)
        host.advance(by: 1)
        let popped = host.render()
        #expect(!popped.isRed(290, 300) as Bool)
        #expect(!popped.isRed(10, 300) as Bool)
    }

    @Test func anInlineTitleIsCentredOnAGreyBarAndToolbarButtonsWork() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 400)) { ToolbarHome() }
        let image = host.render()
        // Inline bar: 44 points, white 0.97 (247), the title centred in it, the page right under it.
        let bar = image.pixel(x: 5, y: 5)
        #expect((246...249).contains(bar.r) && bar.g == bar.r && bar.b == bar.r)
        #expect(image.count(in: CGRect(x: 120, y: 10, width: 60, height: 24), where: image.isDark) > 40)
        let page = image.pixel(x: 150, y: 60)
        #expect(page.b > 200 && page.r < 50)
        // The trailing "Switch" button sits 16 points from the trailing edge.
        host.tap(at: CGPoint(x: 255, y: 22))
        host.advance(by: 0.1)
        #expect(host.render().isRed(150, 200))
    }

    @Test func titlesComeFromStringsKeysAndText() {
        let key: LocalizedStringKey = "Key \(3)"
        let name: String = "Name"
        let keyed = HeadlessHost(size: CGSize(width: 300, height: 400)) { NavigationStack { Color.red.navigationTitle(key) } }
        #expect(keyed.graph.title == "Key 3")
        let named = HeadlessHost(size: CGSize(width: 300, height: 400)) { NavigationStack { Color.red.navigationBarTitle(name) } }
        #expect(named.graph.title == "Name")
        let text = HeadlessHost(size: CGSize(width: 300, height: 400)) {
            NavigationView { Color.red.navigationBarTitle(Text("Styled").italic(), displayMode: .inline) }
        }
        #expect(text.graph.title == "Styled")
        let literal = HeadlessHost(size: CGSize(width: 300, height: 400)) { NavigationStack { Color.red.navigationTitle("Literal") } }
        #expect(literal.graph.title == "Literal")
    }

    @Test func aValueLinkPushesTheRegisteredDestination() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 400)) { ValueHome() }
        host.tap(at: CGPoint(x: 150, y: 248))
        host.advance(by: 1)
        #expect(host.render().isRed(10, 300))
        #expect(host.graph.title == "Number 7")
    }
}
