import Foundation
import Lunapark
import Testing

/// The layout switcher on pixels: the blue circle starts right of the centre in a row, is on
/// its way after the tap, and ends below the centre in a column.
@MainActor
struct LayoutSwitcherTests {
    /// The centre of the blue pixels above the button (whose title is blue too): the layout is
    /// 150 points high, above 20 points of spacing and the button, centred in the window.
    private func blueCentre(_ image: RenderedImage) -> CGPoint? {
        var xs = 0, ys = 0, count = 0
        for y in 0..<212 {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                if p.b > 200 && p.r < 60 && p.g < 160 { xs += x; ys += y; count += 1 }
            }
        }
        return count > 50 ? CGPoint(x: xs / count, y: ys / count) : nil
    }

    @Test func theCirclesMoveFromARowToAColumn() throws {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300)) { LayoutSwitcher() }
        let start = try #require(blueCentre(host.render()))
        // Row: 3 x 40 + 2 x 12 = 144 wide, centred: the blue circle's centre 52 points right of 150.
        #expect(abs(start.x - 202) < 2)
        // The button is 20 points below the 150-point-high layout (75 below its centre), about 20 high.
        let layoutFrame = start.y
        host.tap(at: CGPoint(x: 150, y: layoutFrame + 105))
        host.advance(by: 0.1)
        let moving = try #require(blueCentre(host.render()))
        #expect(moving.x < start.x - 5 && moving.y > start.y + 5)
        host.advance(by: 2)
        let end = try #require(blueCentre(host.render()))
        // Column: the blue circle's centre 52 points below the layout's centre, at the window's centre x.
        #expect(abs(end.x - 150) < 2)
        #expect(abs(end.y - (start.y + 52)) < 2)
    }
}
