import Foundation
import Lunapark
import Testing

private struct Fruit: Identifiable {
    let id: Int
    let color: Color
}

/// A button row behind the presentations, a counter the buttons behind a sheet would bump,
/// and a sheet per fruit (item), a cover and a locked sheet.
private struct Presenter: View {
    @State var fruit: Fruit?
    @State var showsCover = false
    @State var showsLocked = false
    @State var taps = 0

    var body: some View {
        VStack(spacing: 0) {
            Color.yellow.frame(height: 100).onTapGesture { taps += 1 }
            Color.gray.frame(height: 100).onTapGesture { fruit = Fruit(id: 1, color: .red) }
            Color.gray.frame(height: 100).onTapGesture { showsCover = true }
            Color.gray.frame(height: 100).onTapGesture { showsLocked = true }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .sheet(item: $fruit) { fruit in
            fruit.color.onTapGesture { self.fruit = Fruit(id: fruit.id + 1, color: .blue) }
        }
        .fullScreenCover(isPresented: $showsCover) {
            CoverContent()
        }
        .sheet(isPresented: $showsLocked) {
            Color.green.presentationDetents([.height(200)]).interactiveDismissDisabled()
        }
    }
}

private struct CoverContent: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Color.purple.onTapGesture { dismiss() } }
}

@MainActor
struct SheetTests {
    private let size = CGSize(width: 200, height: 400)

    @Test func anItemSheetIsReplacedByTheNextItemAndTheViewsBehindTakeNoInput() {
        let host = HeadlessHost(size: size) { Presenter() }
        host.tap(at: CGPoint(x: 100, y: 150))
        host.advance(by: 1)
        // The large detent: red from y 10 down; the yellow row behind is dimmed.
        #expect(host.render().isRed(100, 20))
        #expect(!host.render().isRed(100, 5))
        host.tap(at: CGPoint(x: 100, y: 5))  // the dimmed strip above the sheet: dismisses
        host.advance(by: 1)
        #expect(!host.graph.isPresenting)
        host.tap(at: CGPoint(x: 100, y: 150))
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 100, y: 300))  // the red sheet: the next fruit, blue
        host.advance(by: 0.15)
        let swapping = host.render()
        #expect(swapping.isRed(100, 390) || swapping.pixel(x: 100, y: 390).b > 200)
        host.advance(by: 1)
        let blue = host.render().pixel(x: 100, y: 200)
        #expect(blue.b > 200 && blue.r < 60, "the blue sheet: \(blue)")
    }

    @Test func aCoverFillsTheWindowWithoutDimmingAndDismissesThroughTheEnvironment() {
        let host = HeadlessHost(size: size) { Presenter() }
        host.tap(at: CGPoint(x: 100, y: 250))
        host.advance(by: 0.1)
        let rising = host.render()
        // Sliding up: purple at the bottom, the yellow row still undimmed at the top.
        #expect(rising.matches(x: 100, y: 395, (175, 82, 222), tolerance: 10), "\(rising.pixel(x: 100, y: 395)) \(rising.pixel(x: 100, y: 300))")
        #expect(rising.matches(x: 100, y: 20, (255, 204, 0), tolerance: 10))
        host.advance(by: 1)
        let covered = host.render()
        #expect(covered.matches(x: 100, y: 2, (175, 82, 222), tolerance: 10))
        host.tap(at: CGPoint(x: 100, y: 200))
        host.advance(by: 1)
        #expect(host.render().matches(x: 100, y: 20, (255, 204, 0), tolerance: 10))
    }

    @Test func aSheetWithInteractiveDismissDisabledSpringsBackAfterADragDown() {
        let host = HeadlessHost(size: size) { Presenter() }
        host.tap(at: CGPoint(x: 100, y: 350))
        host.advance(by: 1)
        let green = { (image: RenderedImage, y: Int) in image.matches(x: 100, y: y, (52, 199, 89), tolerance: 10) }
        #expect(green(host.render(), 205) && !green(host.render(), 195), "200 points tall")
        host.press(at: CGPoint(x: 100, y: 300))
        host.advance(by: 0.05)
        host.movePressed(to: CGPoint(x: 100, y: 390))
        host.advance(by: 0.05)
        // Followed with resistance: moved down, but less than the 90 points dragged.
        let dragged = (0..<400).first { green(host.render(), $0) } ?? 0
        #expect(dragged > 205 && dragged < 290, "rubber-banded: \(dragged)")
        host.release(at: CGPoint(x: 100, y: 390))
        host.advance(by: 1)
        #expect(host.graph.isPresenting)
        #expect(green(host.render(), 205) && !green(host.render(), 195))
        // A tap on the dimmed window does not dismiss it either; the counter row takes no tap.
        host.tap(at: CGPoint(x: 100, y: 50))
        host.advance(by: 1)
        #expect(host.graph.isPresenting)
    }
}
