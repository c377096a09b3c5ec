import Foundation
import Lunapark
import Testing

/// The message feed on pixels: the jump button scrolls the feed to its end over the
/// animation, the button fades out while the feed is animating and back in when it rests.
@MainActor
struct MessageFeedTests {
    /// The saturated blue pixels of the jump button (the rows' pale blue does not count).
    private func buttonPixels(_ image: RenderedImage) -> Int {
        image.pixels(in: CGRect(x: 200, y: 300, width: 100, height: 100)) { p in p.r < 80 && p.b > 200 }
    }

    /// The rows' top band, as a fingerprint of what is scrolled into view.
    private func topBand(_ image: RenderedImage) -> [UInt8] {
        (0..<120).flatMap { y in [image.pixel(x: 30, y: y).r, image.pixel(x: 60, y: y).g] }
    }

    @Test func theJumpButtonScrollsToTheEndAndHidesWhileScrolling() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 400)) { MessageFeed() }
        let start = host.render()
        let idleButton = buttonPixels(start)
        #expect(idleButton > 300)
        host.tap(at: CGPoint(x: 262, y: 362))
        host.advance(by: 0.3)
        let moving = host.render()
        // Halfway through the 0.6 s scroll the button has faded (0.2 s) and the rows moved.
        #expect(buttonPixels(moving) < idleButton / 4)
        #expect(topBand(moving) != topBand(start))
        host.advance(by: 1.5)
        let rested = host.render()
        #expect(buttonPixels(rested) > idleButton * 9 / 10)
        #expect(topBand(rested) != topBand(moving))
        // At the end: another jump changes nothing.
        host.tap(at: CGPoint(x: 262, y: 362))
        host.advance(by: 1)
        #expect(topBand(host.render()) == topBand(rested))
    }
}
