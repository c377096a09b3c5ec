import Foundation
import Lunapark
import Testing

/// The sticky headers on pixels: scrolled into section A, header A is at the top; scrolled to
/// where B's header reaches the top, B is there; in between, B pushes A up.
@MainActor
struct StickyHeaderListTests {
    /// Whether window row `y` is the header's indigo at x = 150 (past any letter).
    private func isHeader(_ image: RenderedImage, y: Int) -> Bool {
        let p = image.pixel(x: 150, y: y)
        return p.b > 150 && p.r < 120 && p.g < 100
    }

    @Test func headersStickAndPushEachOther() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 240)) { StickyHeaderList() }
        #expect(isHeader(host.render(), y: 10))
        // Section A: 30 + 6 × 44 = 294 points. 100 points into it, header A still shows at the top.
        host.scroll(at: CGPoint(x: 100, y: 120), by: CGSize(width: 0, height: 100))
        host.advance(by: 1)
        var image = host.render()
        #expect(isHeader(image, y: 5) && isHeader(image, y: 25))
        #expect(!isHeader(image, y: 40))
        // At 280, header B (at 294) is 14 points down: it pushes A, whose bottom is at 14.
        host.scroll(at: CGPoint(x: 100, y: 120), by: CGSize(width: 0, height: 180))
        host.advance(by: 1)
        image = host.render()
        #expect(isHeader(image, y: 5))     // A's lower part
        #expect(isHeader(image, y: 30))    // B, 14...44
        #expect(!isHeader(image, y: 50))
        // At 400, header B is pinned at the top.
        host.scroll(at: CGPoint(x: 100, y: 120), by: CGSize(width: 0, height: 120))
        host.advance(by: 1)
        image = host.render()
        #expect(isHeader(image, y: 5) && isHeader(image, y: 25) && !isHeader(image, y: 35))
    }
}
