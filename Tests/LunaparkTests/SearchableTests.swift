import Foundation
import Lunapark
import Testing

/// `searchable` in a navigation stack, on pixels: the field under the large title, focus
/// and the Cancel button, typing filtering the content, `isSearching` and `dismissSearch`.
/// Window 300 x 500: title rows 0...96, the search row 96...148, the content from 148.
@MainActor
struct SearchableTests {
    static let fruits = ["Apple", "Banana", "Cherry", "Grape", "Mango", "Pear"]

    private struct FruitList: View {
        let query: String
        @Environment(\.isSearching) private var isSearching
        @Environment(\.dismissSearch) private var dismissSearch

        var body: some View {
            VStack(spacing: 0) {
                (isSearching ? Color.red : Color.green).frame(height: 20)
                Button("Done") { dismissSearch() }.frame(height: 40)
                ForEach(SearchableTests.fruits.filter { query.isEmpty || $0.contains(query) }, id: \.self) { fruit in
                    Text(fruit).frame(height: 30)
                }
                Spacer()
            }
        }
    }

    private struct Fruits: View {
        @State private var query = ""
        var body: some View {
            NavigationStack {
                FruitList(query: query)
                    .navigationTitle("Fruits")
                    .searchable(text: $query, prompt: "Find a fruit")
            }
        }
    }

    private struct BoundFruits: View {
        @State var query = ""
        @State var isPresented = false
        var body: some View {
            NavigationStack {
                VStack {
                    FruitList(query: query)
                    Button("Stop") { isPresented = false }
                }
                .navigationTitle("Fruits")
                .searchable(text: $query, isPresented: $isPresented)
            }
        }
    }

    private func isFieldGrey(_ p: RGBA8) -> Bool { (232...244).contains(p.r) && (232...246).contains(p.b) && p.b >= p.r }
    private func isBlue(_ p: RGBA8) -> Bool { p.b > 200 && p.r < 80 && p.g < 170 }
    private func isRed(_ p: RGBA8) -> Bool { p.r > 240 && p.g < 80 && p.b < 80 }
    private func isGreen(_ p: RGBA8) -> Bool { p.g > 180 && p.r < 80 && p.b < 120 }

    /// Rows of the content with text (the fruits' lines).
    private func textLines(_ image: RenderedImage) -> Int {
        (208..<480).filter { y in (100..<200).contains { image.isDark($0, y) } }.count
    }

    private func cancelInk(_ image: RenderedImage) -> Int {
        image.count(in: CGRect(x: 220, y: 100, width: 80, height: 44)) { x, y in isBlue(image.pixel(x: x, y: y)) }
    }

    @Test func fieldIsDrawnUnderTheLargeTitleWithItsPrompt() {
        let image = HeadlessHost(size: CGSize(width: 300, height: 500)) { Fruits() }.render()
        // The rounded grey field from x 16 to 284, y 104...140.
        #expect(isFieldGrey(image.pixel(x: 150, y: 106)) && isFieldGrey(image.pixel(x: 275, y: 132)))
        #expect(!isFieldGrey(image.pixel(x: 8, y: 122)) && !isFieldGrey(image.pixel(x: 150, y: 100)))
        // The magnifying glass and the prompt in grey (secondary), nothing black.
        let grey = image.count(in: CGRect(x: 20, y: 108, width: 150, height: 28)) { x, y in
            let p = image.pixel(x: x, y: y); return p.r < 200 && p.r > 90
        }
        #expect(grey > 60)
        #expect(image.count(in: CGRect(x: 20, y: 108, width: 150, height: 28)) { x, y in image.pixel(x: x, y: y).r < 60 } == 0)
        // No Cancel yet; the content is not searching; six fruits listed.
        #expect(cancelInk(image) == 0)
        #expect(isGreen(image.pixel(x: 150, y: 158)))
    }

    @Test func focusingShowsCancelAndTypingFilters() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 500)) { Fruits() }
        let all = textLines(host.render())
        host.tap(at: CGPoint(x: 150, y: 122))
        host.advance(by: 0.1)
        let sliding = cancelInk(host.render())
        host.advance(by: 0.5)
        let focused = host.render()
        #expect(cancelInk(focused) > 40)
        #expect(sliding < cancelInk(focused))
        #expect(isRed(focused.pixel(x: 150, y: 158)))
        // The field got narrower for the button.
        #expect(!isFieldGrey(focused.pixel(x: 275, y: 132)))

        host.type("an")
        host.advance(by: 0.1)
        let filtered = host.render()
        // Banana and Mango are left: a third of the lines.
        #expect(textLines(filtered) < all / 2 && textLines(filtered) > 0)
        // The typed text in black replaces the prompt.
        #expect(filtered.count(in: CGRect(x: 20, y: 108, width: 150, height: 28)) { x, y in filtered.pixel(x: x, y: y).r < 60 } > 10)

        // Cancel empties the text and ends the search.
        host.tap(at: CGPoint(x: 258, y: 122))
        host.advance(by: 0.6)
        let cancelled = host.render()
        #expect(cancelInk(cancelled) == 0)
        #expect(isGreen(cancelled.pixel(x: 150, y: 158)))
        #expect(textLines(cancelled) == all)
    }

    @Test func dismissSearchEndsTheSearchKeepingTheText() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 500)) { Fruits() }
        let all = textLines(host.render())
        host.tap(at: CGPoint(x: 150, y: 122))
        host.type("Pe")
        host.advance(by: 0.5)
        #expect(isRed(host.render().pixel(x: 150, y: 158)))
        host.tap(at: CGPoint(x: 150, y: 188))
        host.advance(by: 0.5)
        let dismissed = host.render()
        #expect(isGreen(dismissed.pixel(x: 150, y: 158)))
        #expect(cancelInk(dismissed) == 0)
        #expect(textLines(dismissed) < all)
        // Typing no longer goes to the field.
        host.type("x")
        host.advance(by: 0.1)
        #expect(textLines(host.render()) == textLines(dismissed))
    }

    @Test func isPresentedBindingFollowsAndEndsTheSearch() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 500)) { BoundFruits() }
        host.tap(at: CGPoint(x: 150, y: 122))
        host.advance(by: 0.5)
        let image = host.render()
        let searching = image.count(in: CGRect(x: 0, y: 148, width: 300, height: 352)) { x, y in isRed(image.pixel(x: x, y: y)) }
        #expect(searching > 1000)
        guard let stop = (148..<500).last(where: { y in (100..<200).contains { isBlue(image.pixel(x: $0, y: y)) } }) else {
            Issue.record("no Stop button"); return
        }
        host.tap(at: CGPoint(x: 150, y: CGFloat(stop) - 5))
        host.advance(by: 0.5)
        let stopped = host.render()
        #expect(stopped.count(in: CGRect(x: 0, y: 148, width: 300, height: 352)) { x, y in isRed(stopped.pixel(x: x, y: y)) } == 0)
        #expect(cancelInk(stopped) == 0)
    }
}
