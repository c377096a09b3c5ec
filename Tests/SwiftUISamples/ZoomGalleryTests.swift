import Foundation
import Lunapark
import Testing

/// The zoom gallery on pixels: tapping the purple tile grows its page out of the tile (it
/// covers more of the window each frame, from the tile outwards) until it fills the window
/// under its bar; the back button shrinks it into the tile again.
@MainActor
struct ZoomGalleryTests {
    private func isPurple(_ p: RGBA8) -> Bool { p.r > 140 && p.b > 180 && p.g < 120 }

    private func purplePixels(_ image: RenderedImage) -> Int {
        image.pixels(in: CGRect(x: 0, y: 0, width: image.width, height: image.height), where: isPurple)
    }

    @Test func aTileZoomsIntoItsPageAndBack() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480)) { ZoomGallery() }
        let grid = host.render()
        let tile = purplePixels(grid)
        #expect(tile > 10_000)  // about 136 x 120 points
        // The purple tile is the first of the second row (under the 96-point title and a 16-point margin).
        host.tap(at: CGPoint(x: 84, y: 96 + 16 + 120 + 12 + 60))
        var sizes: [Int] = []
        for _ in 0..<12 {
            host.advanceFrame()
            sizes.append(purplePixels(host.render()))
        }
        host.advance(by: 1)
        let page = purplePixels(host.render())
        // It grows frame by frame from about the tile's size to the window under the bar.
        #expect(sizes[0] < tile * 2)
        #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 + 50 })
        #expect(page > 320 * 300)
        host.tap(at: CGPoint(x: 30, y: 22))
        host.advance(by: 0.1)
        let shrinking = purplePixels(host.render())
        #expect(shrinking < page && shrinking > tile)
        host.advance(by: 1)
        #expect(abs(purplePixels(host.render()) - tile) < tile / 20)
    }
}
