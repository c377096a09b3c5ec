import Foundation
import Lunapark
@testable import LunaparkGraph
import Testing

/// Where the test reads the zoom's namespace from.
@MainActor
private final class NamespaceBox {
    var id: Namespace.ID?
}

/// A blue 100-point tile in a stack's root that pushes a red page zooming out of it.
private struct ZoomHome: View {
    let box: NamespaceBox
    var cornerRadius: CGFloat = 0
    @Namespace private var namespace

    var body: some View {
        NavigationStack {
            NavigationLink {
                Color.red.navigationTransition(.zoom(sourceID: "tile", in: namespace))
            } label: {
                Color.blue.frame(width: 100, height: 100)
            }
            .buttonStyle(.plain)
            .matchedTransitionSource(id: "tile", in: namespace) { $0.clipShape(RoundedRectangle(cornerRadius: cornerRadius)) }
            .navigationTitle("Tiles")
            .onAppear { box.id = namespace }
        }
    }
}

@MainActor
struct NavigationZoomTests {
    // 300 x 400 window; the root's content is y 96...400 under its large title, the tile at
    // x 100...200, y 198...298.

    private func isRed(_ image: RenderedImage, _ x: Int, _ y: Int) -> Bool {
        let p = image.pixel(x: x, y: y)
        return p.r > 200 && p.g < 60 && p.b < 60
    }

    private func isBlue(_ image: RenderedImage, _ x: Int, _ y: Int) -> Bool {
        let p = image.pixel(x: x, y: y)
        return p.b > 200 && p.r < 60
    }

    /// The red pixels of a row through the window's middle.
    private func redWidth(_ image: RenderedImage, y: Int) -> Int {
        (0..<image.width).filter { isRed(image, $0, y) }.count
    }

    @Test func aPushGrowsTheDestinationOutOfItsSourceAndAPopShrinksItBack() throws {
        let box = NamespaceBox()
        let host = HeadlessHost(size: CGSize(width: 300, height: 400)) { ZoomHome(box: box) }
        #expect(isBlue(host.render(), 150, 248))
        let key = _TransitionSourceKey(id: AnyHashable("tile"), namespace: try #require(box.id))
        #expect(!TransitionSourceRegistry.shared.isHidden(key))
        host.tap(at: CGPoint(x: 150, y: 248))
        host.advance(by: 0.05)
        let early = host.render()
        // Early in the spring the page is about the tile's size, where the tile was.
        #expect(isRed(early, 150, 280))
        #expect(!isRed(early, 10, 390) && !isRed(early, 290, 110))
        #expect(redWidth(early, y: 280) < 200)
        #expect(TransitionSourceRegistry.shared.isHidden(key))
        host.advance(by: 0.1)
        let growing = redWidth(host.render(), y: 280)
        #expect(growing > redWidth(early, y: 280))
        host.advance(by: 1)
        let pushed = host.render()
        // Full size: red from edge to edge under the pushed level's bar; no slide from the trailing edge.
        #expect(isRed(pushed, 3, 390) && isRed(pushed, 296, 390) && isRed(pushed, 150, 150))
        #expect(TransitionSourceRegistry.shared.isHidden(key))

        host.tap(at: CGPoint(x: 30, y: 22))  // the back button
        host.advance(by: 0.1)
        let popping = host.render()
        #expect(isRed(popping, 150, 248))
        #expect(!isRed(popping, 3, 390))
        host.advance(by: 1)
        let popped = host.render()
        // Shrunk into the tile: the tile is drawn again and no red is left.
        #expect(isBlue(popped, 150, 248))
        #expect(redWidth(popped, y: 248) == 0)
        #expect(!TransitionSourceRegistry.shared.isHidden(key))
    }

    @Test func theZoomStartsWithTheSourcesCornerRadius() throws {
        let box = NamespaceBox()
        let host = HeadlessHost(size: CGSize(width: 300, height: 400)) { ZoomHome(box: box, cornerRadius: 30) }
        // The tile itself is clipped: its corner is white.
        #expect(!isBlue(host.render(), 102, 200))
        host.tap(at: CGPoint(x: 150, y: 248))
        host.advanceFrame()
        let start = host.render()
        // The page starts in the tile's rounded frame: its middle red, the tile's corner not.
        #expect(isRed(start, 150, 248))
        #expect(!isRed(start, 102, 200))
        host.advance(by: 1.5)
        // At full size the corners are square.
        #expect(isRed(host.render(), 1, 398))
    }
}
