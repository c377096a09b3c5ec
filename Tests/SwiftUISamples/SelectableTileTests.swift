import Foundation
import Lunapark
import Testing

/// The selectable tile on pixels: a tap turns it blue in the first frame (its colour changes
/// without animation), while its scale follows the scoped bouncy spring past 1.4 and back.
@MainActor
struct SelectableTileTests {
    /// The width in pixels of the tile's row through the centre that is clearly blue.
    private func blueWidth(_ image: RenderedImage) -> Int {
        (0..<image.width).filter { x in
            let p = image.pixel(x: x, y: image.height / 2)
            return p.b > 200 && p.r < 80 && p.g < 160
        }.count
    }

    @Test func aTapRecoloursAtOnceAndSpringsTheScale() {
        let host = HeadlessHost(size: CGSize(width: 240, height: 240)) { SelectableTile() }
        #expect(blueWidth(host.render()) == 0)
        let centre = CGPoint(x: 120, y: 120)
        host.graph.handle(.pointerDown(centre), at: host.time)
        host.advanceFrame()
        host.graph.handle(.pointerUp(centre), at: host.time)
        host.advanceFrame()
        var widths: [Int] = []
        for _ in 0..<60 {
            widths.append(blueWidth(host.render()))
            host.advanceFrame()
        }
        host.advance(by: 2)
        let settled = blueWidth(host.render())
        // Blue from the first frame on, still close to its 100-point size.
        #expect(widths[0] > 90 && widths[0] < 115)
        // Settles at 1.4 x 100 points; bounce 0.4 overshoots on the way.
        #expect(abs(settled - 140) <= 2)
        #expect((widths.max() ?? 0) > settled + 3)
    }
}
