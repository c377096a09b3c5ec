import Foundation
import Lunapark
import Testing

/// The card grid on pixels: three adaptive columns, a tapped card springs larger on top of its
/// neighbours, and after scrolling a tap still lands on the card under the pointer.
@MainActor
struct CardGridTests {
    // 375 - 2 × 16 = 343 points: ⌊355 / 92⌋ = 3 columns of (343 - 24) / 3 = 106.33; rows 100 + 12.
    private func isRed(_ p: RGBA8) -> Bool { p.r > 200 && p.g < 90 && p.b < 90 }

    @Test func tappedCardSpringsLargerAndBack() {
        let host = HeadlessHost(size: CGSize(width: 375, height: 400)) { CardGrid() }
        // Card 0 spans 16...122 x 16...116: just left of it is white.
        #expect(!isRed(host.render().pixel(x: 13, y: 66)))
        host.tap(at: CGPoint(x: 69, y: 66))
        host.advance(by: 0.05)
        let early = host.render()
        host.advance(by: 1)
        let settled = host.render()
        // Scaled by 1.1 about its centre it reaches 16 - 5.3 = 10.7 on the left.
        #expect(isRed(settled.pixel(x: 13, y: 66)))
        #expect(early != settled)
        // On top of card 1 (orange, from 134.3): its right edge now covers 124.5...
        #expect(isRed(settled.pixel(x: 125, y: 66)))
        host.tap(at: CGPoint(x: 69, y: 66))
        host.advance(by: 1.5)
        #expect(!isRed(host.render().pixel(x: 13, y: 66)))
    }

    @Test func tapAfterScrollingLandsOnTheCardUnderThePointer() {
        let host = HeadlessHost(size: CGSize(width: 375, height: 400)) { CardGrid() }
        host.scroll(at: CGPoint(x: 180, y: 200), by: CGSize(width: 0, height: 112))
        host.advance(by: 1)
        // Row 1 (cards 3, 4, 5; card 4 is red... card 3 is blue? 3 % 4 = 3: blue) now at 16...116.
        let image = host.render()
        #expect(image.pixel(x: 69, y: 66).b > 200)
        // Card 4 (orange... 4 % 4 = 0: red) in the middle column: tap it.
        host.tap(at: CGPoint(x: 187, y: 66))
        host.advance(by: 1)
        let after = host.render()
        // Its scaled edge covers the gap left of it (122.3...134.3 → from 128.9).
        #expect(isRed(after.pixel(x: 131, y: 66)))
    }
}
