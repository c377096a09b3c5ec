import Foundation
import Lunapark
import Testing

/// The parallax header on pixels: scrolled 100 points, the header has moved up only 50 (it
/// scrolls at half speed), so the window's top row shows the header's row 50, and the
/// content, scrolled the full 100, covers it from row 100 down.
@MainActor
struct ParallaxHeaderTests {
    /// The green component of the header's gradient (orange at the top to red at the bottom) at row `y`.
    private func green(_ image: RenderedImage, row y: Int) -> Int { Int(image.pixel(x: 150, y: y).g) }

    /// True where the pixel is in the header's warm gradient (red high, blue low).
    private func isHeader(_ image: RenderedImage, row y: Int) -> Bool {
        let p = image.pixel(x: 150, y: y)
        return p.r > 200 && p.b < 80
    }

    @Test func theHeaderScrollsAtHalfTheContentsSpeed() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 500)) { ParallaxHeader() }
        let rest = host.render()
        #expect(isHeader(rest, row: 0) && isHeader(rest, row: 198) && !isHeader(rest, row: 202))
        // The gradient changes down the header: rows 50 and 100 differ clearly.
        #expect(green(rest, row: 50) - green(rest, row: 100) > 10)
        host.scroll(at: CGPoint(x: 150, y: 250), by: CGSize(width: 0, height: 100))
        host.advance(by: 2)
        let scrolled = host.render()
        // The top row shows the header's row 50 (half the scroll), not its row 100.
        #expect(abs(green(scrolled, row: 0) - green(rest, row: 50)) <= 2)
        #expect(abs(green(scrolled, row: 40) - green(rest, row: 90)) <= 2)
        // The content scrolled the full 100 points and covers the header below row 100.
        #expect(isHeader(scrolled, row: 98) && !isHeader(scrolled, row: 102))
    }
}
