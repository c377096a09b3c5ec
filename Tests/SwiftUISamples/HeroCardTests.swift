import Foundation
import Lunapark
import Testing

/// The hero card on pixels: the first row's blue background grows into the whole card and back.
@MainActor
struct HeroCardTests {
    /// Whether a pixel is `Color.blue` (0, 122, 255), or blue fading over the white background.
    private func isBlue(_ p: RGBA8) -> Bool { p.b > 230 && p.r < 200 && Int(p.b) - Int(p.r) > 60 }

    /// The number of blue pixels in the 320 x 400 frame (the host is the frame's size).
    private func blueArea(_ host: HeadlessHost) -> Int {
        host.render().pixels(in: CGRect(x: 0, y: 0, width: 320, height: 400), where: isBlue)
    }

    @Test func rowOpensIntoTheCardAndCloses() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 400)) { TripsView() }
        let row = blueArea(host)
        // The row: 320 x 72 less its rounded corners and the icon and text drawn over it.
        #expect(row > 320 * 72 * 7 / 10 && row < 320 * 72)
        // The rows are centred: the first one's middle is at 200 - (3 x 72 + 2 x 12) / 2 + 36.
        host.tap(at: CGPoint(x: 160, y: 200 - 120 + 36))
        host.advance(by: 0.12)
        let opening = blueArea(host)
        host.advance(by: 1.5)
        let card = blueArea(host)
        #expect(card > 320 * 400 * 8 / 10, "the card fills the frame: \(card)")
        #expect(opening > row + 2000 && opening < card - 2000, "growing: \(opening) between \(row) and \(card)")
        host.tap(at: CGPoint(x: 160, y: 300))
        host.advance(by: 0.12)
        let closing = blueArea(host)
        host.advance(by: 1.5)
        #expect(closing < card - 2000 && closing > row + 2000, "shrinking: \(closing)")
        #expect(abs(blueArea(host) - row) < 400, "back to the row")
    }
}
