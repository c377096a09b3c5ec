import Foundation
import Lunapark
import Testing

/// iOS 18's `Tab` on values and pixels: a `ForEach` of tabs selected by value, a search tab
/// labelled by its role, and a `Tab` outside a tab view.
@MainActor
struct TabTests {
    private final class Box {
        var selection = "b"
    }

    private struct Fruits: View {
        let box: Box
        let names = ["a", "b", "c"]
        @State private var selection = "b"
        var body: some View {
            TabView(selection: $selection) {
                ForEach(names, id: \.self) { name in
                    Tab(name, systemImage: "star", value: name) {
                        Color(red: name == "a" ? 1 : 0, green: name == "b" ? 1 : 0, blue: name == "c" ? 1 : 0)
                    }
                }
                Tab(value: "search", role: .search) {
                    Color.black
                }
            }
            .onChange(of: selection) { _, new in box.selection = new }
        }
    }

    @Test func aForEachOfTabsIsSelectedByValueAndWritesIt() {
        let box = Box()
        let host = HeadlessHost(size: CGSize(width: 320, height: 480)) { Fruits(box: box) }
        // "b" is selected: the green tab shows.
        let first = host.render().pixel(x: 160, y: 200)
        #expect(first.g > 200 && first.r < 30 && first.b < 30)
        // Four items of 80 points: a tap on the third writes "c" and shows the blue tab.
        host.tap(at: CGPoint(x: 200, y: 455))
        #expect(box.selection == "c")
        let third = host.render().pixel(x: 160, y: 200)
        #expect(third.b > 200 && third.r < 30 && third.g < 30, "\(third)")
        // The search tab's item: the role's label (a glyph and "Search") in grey ink.
        let image = host.render()
        func isGreyInk(_ x: Int, _ y: Int) -> Bool {
            let p = image.pixel(x: x, y: y)
            return p.r == p.g && p.g == p.b && p.r > 100 && p.r < 200
        }
        let item = image.count(in: CGRect(x: 240, y: 431, width: 80, height: 49), where: isGreyInk)
        #expect(item > 40)
        host.tap(at: CGPoint(x: 280, y: 455))
        #expect(box.selection == "search")
    }

    @Test func aTabOutsideATabViewShowsItsContent() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) {
            Tab("Alone", systemImage: "star") { Color.red }
        }
        let p = host.render().pixel(x: 50, y: 50)
        #expect(p.r > 200 && p.g < 80)
    }
}
