import Foundation
import Lunapark
import Testing

/// The card springs open, or opens at once under Reduce Motion (the environment value
/// set by a modifier or by the host), and its text grows with the text size.
@MainActor
struct ReduceMotionCardTests {
    /// The card's width: the blue columns along its middle row.
    private func cardWidth(_ host: HeadlessHost) -> Int {
        let image = host.render()
        // A row of the card's top padding (16 points), below its 12-point corners and above the text.
        let top = (0..<image.height).first { y in
            let p = image.pixel(x: image.width / 2, y: y)
            return p.b > 200 && p.r < 60
        } ?? 0
        let y = top + 13
        return (0..<image.width).filter { x in
            let p = image.pixel(x: x, y: y)
            return p.b > 200 && p.r < 60
        }.count
    }

    private func tap(_ host: HeadlessHost) {
        let centre = CGPoint(x: 160, y: 100)
        host.graph.handle(.pointerDown(centre), at: host.time)
        host.advanceFrame()
        host.graph.handle(.pointerUp(centre), at: host.time)
        host.advanceFrame()
    }

    @Test func theCardSpringsOpen() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 200)) { ReduceMotionCard() }
        let closed = cardWidth(host)
        #expect(abs(closed - 160) <= 2)
        tap(host)
        host.advance(by: 0.1)
        let early = cardWidth(host)
        #expect(early > closed + 2 && early < 270, "mid-spring: \(early)")
        host.advance(by: 1.5)
        #expect(abs(cardWidth(host) - 280) <= 2)
    }

    @Test func underReduceMotionItOpensAtOnce() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 200)) {
            ReduceMotionCard().environment(\.accessibilityReduceMotion, true)
        }
        tap(host)
        // The frame right after the tap already shows the card open.
        #expect(abs(cardWidth(host) - 280) <= 2)
        // The host's setting (SDLHost sets it from LUNAPARK_REDUCE_MOTION=1) does the same.
        let hosted = HeadlessHost(size: CGSize(width: 320, height: 200)) { ReduceMotionCard() }
        hosted.graph.setRootEnvironment(\.accessibilityReduceMotion, true)
        tap(hosted)
        #expect(abs(cardWidth(hosted) - 280) <= 2)
    }

    @Test func theTextGrowsWithTheTextSizeUpToTheCardsLimit() {
        /// The card's height: the blue rows of the column inside its leading padding
        /// (the 160-point card starts 80 points in; its text 16 points further).
        func inkHeight(_ size: DynamicTypeSize) -> Int {
            let host = HeadlessHost(size: CGSize(width: 320, height: 200)) {
                ReduceMotionCard().environment(\.dynamicTypeSize, size)
            }
            let image = host.render()
            return (0..<image.height).filter { y in
                let p = image.pixel(x: 88, y: y)
                return p.b > 200 && p.r < 60
            }.count
        }
        let large = inkHeight(.large), ax2 = inkHeight(.accessibility2), ax5 = inkHeight(.accessibility5)
        #expect(ax2 > large + 5)
        // The card allows sizes up to accessibility2 only.
        #expect(ax5 == ax2)
    }
}
